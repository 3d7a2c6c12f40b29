// Unpacks a backup archive into a private folder and checks all of it, before a restore changes anything: every
// part is there with the size and SHA-256 the manifest gives, nothing else is, and each table has its rows.
import fs from "node:fs";
import path from "node:path";
import * as tar from "tar";
import {
  hashFile,
  MANIFEST,
  MANIFEST_CHECKSUM,
  manifestSchema,
  sha256,
  tableFile,
  uploadFile,
  type Manifest,
} from "./format";

/** The archive cannot be restored; the message says what is wrong with it. */
export class ArchiveRefusedError extends Error {}

/** The refusal of the archive `file` for the reason `what`. */
export const refusal = (file: string, what: string) =>
  new ArchiveRefusedError(`Refusing ${file}: ${what}. Nothing was changed.`);

const PART =
  /^(?:manifest\.json|manifest\.json\.sha256|data\/[A-Za-z0-9_]+\.jsonl|uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

const FOLDER = /^(?:\.\/)?(?:data|uploads)\/?$/;

/** The checked manifest; the parts are then in `dir` under the names the manifest gives. */
export async function readArchive(file: string, dir: string): Promise<Manifest> {
  const refuse = (what: string) => refusal(file, what);
  if (!fs.existsSync(file)) throw new ArchiveRefusedError(`${file} does not exist.`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const unexpected: string[] = [];
  try {
    await tar.extract({
      file,
      cwd: dir,
      strict: true,
      // Only plain files with the names a backup writes: no links, folders of its own or paths leaving `dir`.
      filter: (name, entry) => {
        const type = "type" in entry ? entry.type : undefined;
        // Other tar programs list the two folders as entries of their own: harmless.
        if (type === "Directory" && FOLDER.test(name)) return false;
        const ok = type === "File" && PART.test(name);
        if (!ok) unexpected.push(name);
        return ok;
      },
    });
  } catch (error) {
    throw refuse(`it is not a complete backup archive (${(error as Error).message}); it may be truncated or damaged`);
  }
  if (unexpected.length) throw refuse(`it holds entries a backup never writes: ${unexpected.slice(0, 5).join(", ")}`);

  const manifestPath = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestPath)) throw refuse(`it has no ${MANIFEST}`);
  const manifestText = fs.readFileSync(manifestPath);
  const recorded = fs.existsSync(path.join(dir, MANIFEST_CHECKSUM))
    ? fs.readFileSync(path.join(dir, MANIFEST_CHECKSUM), "utf8").split(/\s/)[0]
    : undefined;
  if (recorded !== sha256(manifestText)) throw refuse(`${MANIFEST} does not match its checksum: it was changed`);
  let manifest: Manifest;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(manifestText.toString("utf8")));
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).slice(0, 5);
      throw new Error(problems.join("; "));
    }
    manifest = parsed.data;
  } catch (error) {
    throw refuse(`its ${MANIFEST} is not one this version reads (${(error as Error).message})`);
  }

  const listed = new Set([MANIFEST, MANIFEST_CHECKSUM]);
  const parts = [
    ...manifest.tables.map((t) => ({ ...t, expected: tableFile(t.name) })),
    ...manifest.uploads.map((u) => ({ ...u, expected: uploadFile(u.name) })),
  ];
  for (const part of parts) {
    if (part.file !== part.expected || listed.has(part.file)) throw refuse(`its manifest lists ${part.file} wrongly`);
    listed.add(part.file);
    const full = path.join(dir, part.file);
    if (!fs.existsSync(full)) throw refuse(`${part.file} is missing`);
    const actual = await hashFile(full);
    if (actual.bytes !== part.bytes) throw refuse(`${part.file} has ${actual.bytes} bytes, not ${part.bytes}`);
    if (actual.sha256 !== part.sha256) throw refuse(`${part.file} does not match its checksum: it was changed`);
  }
  for (const table of manifest.tables) {
    const rows = await countLines(path.join(dir, table.file));
    if (rows !== table.rows) throw refuse(`${table.file} holds ${rows} rows, not ${table.rows}`);
  }
  const extra = listFiles(dir).filter((name) => !listed.has(name));
  if (extra.length) throw refuse(`it holds files its manifest does not list: ${extra.slice(0, 5).join(", ")}`);
  return manifest;
}

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of fs.createReadStream(file)) {
    for (const byte of chunk as Buffer) if (byte === 0x0a) lines++;
  }
  return lines;
}

/** Every file below `dir`, by its path relative to `dir` with forward slashes. */
function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}
