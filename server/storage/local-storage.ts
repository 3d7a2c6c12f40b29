import fs from "node:fs/promises";
import path from "node:path";
import { isStorableName, type StoredEntry, type StoredFile, type UploadStorage } from "./storage";

const missing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

/** The same weak validator Express's static file server gives a file: size and modification time. */
const etagOf = (size: number, mtime: Date) => `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;

/** Uploads as plain files in one folder of this machine: the default, and how uploads were always kept. */
export class LocalStorage implements UploadStorage {
  constructor(readonly dir: string) {}

  get location() {
    return this.dir;
  }

  private pathOf(name: string): string {
    if (!isStorableName(name)) throw new Error(`Not an upload name: ${JSON.stringify(name)}`);
    return path.join(this.dir, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(target, data);
  }

  async stat(name: string): Promise<StoredEntry | undefined> {
    try {
      const stats = await fs.stat(this.pathOf(name));
      return stats.isFile() ? { name, size: stats.size, lastModified: stats.mtime } : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async get(name: string): Promise<StoredFile | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathOf(name), "r");
    } catch (error) {
      if (missing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return undefined;
      throw error;
    }
    // The size and validators come from the file that was opened, so a file replaced meanwhile cannot mix.
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return undefined;
    }
    return {
      body: handle.createReadStream({ autoClose: true }),
      size: stats.size,
      etag: etagOf(stats.size, stats.mtime),
      lastModified: stats.mtime,
    };
  }

  async delete(name: string): Promise<void> {
    try {
      await fs.unlink(this.pathOf(name));
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }

  async list(): Promise<StoredEntry[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch (error) {
      if (missing(error)) return [];
      throw error;
    }
    const entries: StoredEntry[] = [];
    for (const name of names) {
      if (!isStorableName(name)) continue;
      try {
        const stats = await fs.lstat(path.join(this.dir, name));
        if (stats.isFile()) entries.push({ name, size: stats.size, lastModified: stats.mtime });
      } catch (error) {
        if (!missing(error)) throw error;
      }
    }
    return entries;
  }
}
