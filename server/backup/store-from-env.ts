// Where the server keeps backups, chosen once from the environment: BACKUP_DIR when set; otherwise the upload
// bucket under `backups/` when uploads are in one (so every server sees the same backups), unless the bucket's
// files are public (S3_PUBLIC_URL): an archive holds password hashes and must never be fetchable by anyone.
import path from "node:path";
import type { Env } from "../env";
import { S3Storage, type UploadStorage } from "../storage";
import { S3BackupStore } from "./s3-store";
import { DiskBackupStore, type BackupStore } from "./store";

type BackupEnv = Pick<Env, "BACKUP_DIR" | "DATA_DIR" | "S3_PUBLIC_URL">;

export function backupStoreFromEnv(env: BackupEnv, storage: UploadStorage): BackupStore {
  if (env.BACKUP_DIR) return new DiskBackupStore(env.BACKUP_DIR);
  if (storage instanceof S3Storage && !env.S3_PUBLIC_URL) return new S3BackupStore(storage);
  return new DiskBackupStore(defaultBackupDir(env));
}

export const defaultBackupDir = (env: Pick<Env, "DATA_DIR">) => path.join(env.DATA_DIR, "backups");
