import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import {
  isStorableName,
  StorageUnavailableError,
  type StoredEntry,
  type StoredFile,
  type UploadStorage,
} from "./storage";

export interface S3StorageConfig {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither lets the SDK find credentials itself (AWS_* variables, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`; MinIO and most self-hosted servers. */
  forcePathStyle?: boolean;
}

/** Stored files never change under their name, so a browser or CDN may keep them as long as it likes. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=2592000, immutable";

type Sdk = typeof import("@aws-sdk/client-s3");
// The SDK is large: a server that keeps its uploads on disk never loads it.
let sdkLoading: Promise<Sdk> | undefined;
const loadSdk = () => (sdkLoading ??= import("@aws-sdk/client-s3"));

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
};

/**
 * No answer at all (refused, reset, timed out, a name that does not resolve) or a failure on the service's side
 * (5xx, after the SDK's retries) means the bucket is out of reach; anything else (404, 403) is passed on as it is.
 */
function asOutage(error: unknown): unknown {
  const { $metadata, message, name } = error as {
    $metadata?: { httpStatusCode?: number };
    message?: string;
    name?: string;
  };
  const status = $metadata?.httpStatusCode;
  if (status !== undefined && status < 500) return error;
  return new StorageUnavailableError(
    `${name ?? "Error"}: ${message ?? String(error)}${status ? ` (HTTP ${status})` : ""}`,
  );
}

/** Uploads as objects in one bucket of S3 or an S3-compatible service, shared by every server of the site. */
export class S3Storage implements UploadStorage {
  readonly bucket: string;
  private connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly config: S3StorageConfig) {
    this.bucket = config.bucket;
  }

  /** The SDK and a client for the bucket, made on first use. */
  connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    return (this.connecting ??= loadSdk().then((sdk) => ({ sdk, client: this.createClient(sdk) })));
  }

  private createClient(sdk: Sdk): S3Client {
    const config = this.config;
    const client = new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: many S3-compatible services refuse the SDK's newer default
      // (a CRC32 trailer on every upload), and the files are small and written once.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    // Outermost, so it sees what is left once the SDK's own retries are done.
    client.middlewareStack.add(
      (next) => async (args) => {
        try {
          return await next(args);
        } catch (error) {
          throw asOutage(error);
        }
      },
      { step: "initialize", name: "storageOutage" },
    );
    return client;
  }

  /** Closes the client's open connections. */
  async close(): Promise<void> {
    if (this.connecting) (await this.connecting).client.destroy();
  }

  get location() {
    return `s3://${this.bucket}`;
  }

  private key(name: string): string {
    if (!isStorableName(name)) throw new Error(`Not an upload name: ${JSON.stringify(name)}`);
    return name;
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(name),
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      if (!(object.Body instanceof Readable))
        throw new Error("The S3 client returned a body that is not a Node stream");
      return {
        body: object.Body,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async stat(name: string): Promise<StoredEntry | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      return { name, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
  }

  async list(): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    const { sdk, client } = await this.connect();
    for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isStorableName(object.Key)) continue;
        entries.push({ name: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
      }
    }
    return entries;
  }
}
