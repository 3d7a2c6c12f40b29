// Where uploaded files are kept, chosen once from the environment: the UPLOAD_DIR folder unless S3_BUCKET names
// a bucket.
import type { Env } from "../env";
import { LocalStorage } from "./local-storage";
import { S3Storage, type S3StorageConfig } from "./s3-storage";
import type { UploadStorage } from "./storage";

export { LocalStorage } from "./local-storage";
export { S3Storage } from "./s3-storage";
export * from "./storage";

type S3Env = Pick<
  Env,
  "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
>;

/** The bucket settings, or undefined when S3_BUCKET is unset. */
export function s3ConfigFromEnv(env: S3Env): S3StorageConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    // S3-compatible services accept (or ignore) us-east-1; an AWS bucket elsewhere needs its own region.
    region: env.S3_REGION ?? "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export function storageFromEnv(env: S3Env & Pick<Env, "UPLOAD_DIR">): UploadStorage {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? new S3Storage(s3) : new LocalStorage(env.UPLOAD_DIR);
}
