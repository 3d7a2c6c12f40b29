import { apiJson } from "@/lib/api";
import { formatBytes } from "@/lib/format";
import { useChange } from "@/lib/react-query";
import type { BackupInfo } from "@shared/backups";
import { backupsQuery, backupStatusQuery } from "./get-backups";

export const createBackup = () => apiJson<BackupInfo>("POST", "/api/backups");

export const useCreateBackup = () =>
  useChange(createBackup, {
    success: (made) => ({ title: "Backup made", description: `${made.name} (${formatBytes(made.bytes)})` }),
    failure: "Backup failed",
    invalidates: [backupsQuery.queryKey, backupStatusQuery.queryKey],
  });
