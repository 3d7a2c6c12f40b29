// Archives in the upload bucket under `backups/`, so that every server of a site sees the same backups. Upload
// names never hold a slash, so nothing that serves or sweeps uploads ever sees these objects.
import fs from "node:fs";
import { Readable } from "node:stream";
import type { BackupInfo } from "@shared/backups";
import type { S3Storage } from "../storage";
import { ARCHIVE_NAME } from "./format";
import {
  infoOf,
  newestFirst,
  parseSummary,
  summaryFromArchive,
  summaryName,
  type BackupStore,
  type BackupSummary,
} from "./store";

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
};

export class S3BackupStore implements BackupStore {
  private readonly read = new Map<string, BackupSummary | undefined>();

  constructor(
    private readonly bucket: S3Storage,
    private readonly prefix = "backups/",
  ) {}

  get location() {
    return `s3://${this.bucket.bucket}/${this.prefix}`;
  }

  private key(name: string) {
    if (!ARCHIVE_NAME.test(name) && !ARCHIVE_NAME.test(name.replace(/\.json$/, ""))) {
      throw new Error(`Not a backup archive's name: ${JSON.stringify(name)}`);
    }
    return this.prefix + name;
  }

  async list(): Promise<BackupInfo[]> {
    const { sdk, client } = await this.bucket.connect();
    const objects = new Map<string, { bytes: number; modified: Date }>();
    for await (const page of sdk.paginateListObjectsV2(
      { client },
      { Bucket: this.bucket.bucket, Prefix: this.prefix },
    )) {
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length) ?? "";
        objects.set(name, { bytes: object.Size ?? 0, modified: object.LastModified ?? new Date(0) });
      }
    }
    const infos = await Promise.all(
      [...objects].map(async ([name, { bytes, modified }]) => {
        if (!ARCHIVE_NAME.test(name)) return undefined;
        const summary = objects.has(summaryName(name))
          ? parseSummary((await this.text(summaryName(name))) ?? "")
          : await this.summaryFromArchive(name, bytes, modified);
        return infoOf(name, bytes, modified, summary);
      }),
    );
    return infos.filter((info) => info !== undefined).sort(newestFirst);
  }

  private async text(name: string): Promise<string | undefined> {
    const object = await this.get(name);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  private async summaryFromArchive(name: string, bytes: number, modified: Date) {
    const key = `${name}:${bytes}:${modified.getTime()}`;
    if (!this.read.has(key)) {
      const object = await this.get(name);
      this.read.set(key, object ? await summaryFromArchive(object.body) : undefined);
    }
    return this.read.get(key);
  }

  private async get(name: string) {
    const { sdk, client } = await this.bucket.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket.bucket, Key: this.key(name) }));
      if (!(object.Body instanceof Readable)) throw new Error("The S3 client returned a body that is not a stream");
      return { body: object.Body, bytes: object.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async has(name: string) {
    const { sdk, client } = await this.bucket.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket.bucket, Key: this.key(name) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async save(file: string, name: string, summary: BackupSummary) {
    const { sdk, client } = await this.bucket.connect();
    const put = (key: string, body: Buffer | fs.ReadStream, length: number, type: string) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: this.bucket.bucket,
          Key: key,
          Body: body,
          ContentLength: length,
          ContentType: type,
          CacheControl: "private, no-store",
        }),
      );
    const text = Buffer.from(JSON.stringify(summary));
    await put(this.key(summaryName(name)), text, text.length, "application/json");
    await put(this.key(name), fs.createReadStream(file), fs.statSync(file).size, "application/gzip");
    await fs.promises.rm(file, { force: true });
  }

  async open(name: string) {
    return ARCHIVE_NAME.test(name) ? this.get(name) : undefined;
  }

  async remove(name: string) {
    const { sdk, client } = await this.bucket.connect();
    for (const key of [this.key(name), this.key(summaryName(name))]) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
    }
  }
}
