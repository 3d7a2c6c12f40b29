import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import type { BackupInfo, BackupStatus } from "@shared/backups";

/** The archives in the backup store, newest first. */
export const backupsQuery = queryOptions({
  queryKey: ["/api/backups"],
  queryFn: () => getJson<BackupInfo[]>("/api/backups"),
});

/** The schedule, where archives go, and what needs attention; every admin screen reads it for its warning. */
export const backupStatusQuery = queryOptions({
  queryKey: ["/api/backups/status"],
  queryFn: () => getJson<BackupStatus>("/api/backups/status"),
  // A scheduled backup may fail while an administrator works: look again now and then.
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

export const useBackups = () => useQuery(backupsQuery);
export const useBackupStatus = () => useQuery(backupStatusQuery);
