import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { S3Storage } from "../storage";
import type { S3StorageConfig } from "../storage/s3-storage";

/** Which store the API suites keep uploads in: `disk` (the default) or `s3`; TEST_STORAGE=s3 switches every suite. */
export type StorageBackend = "disk" | "s3";
export const defaultBackend = (): StorageBackend => (process.env.TEST_STORAGE === "s3" ? "s3" : "disk");

/** Both stores, for suites about uploads: each of their tests runs once on disk and once on S3. */
export const STORAGE_BACKENDS: StorageBackend[] = ["disk", "s3"];

export interface FakeS3 {
  config: S3StorageConfig;
  /** The same settings as environment variables, for a program started as a child process. */
  env: Record<string, string>;
  storage: S3Storage;
  stop(): Promise<void>;
}

// Only the SDK's reminder that releases after January 2027 need Node 22; it says nothing about these tests.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

/**
 * An S3-compatible server in this process (s3rver, files in a temporary folder) on a free port, with one empty
 * bucket, and a storage for it.
 */
export async function startFakeS3(bucket = "test-uploads"): Promise<FakeS3> {
  // Loaded here, not with the module: every API suite imports this file, few start a bucket.
  const { default: S3rver } = await import("s3rver");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const storage = new S3Storage(config);
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint!,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: "true",
    },
    storage,
    async stop() {
      await storage.close();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
