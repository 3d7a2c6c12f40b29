import { AlertTriangle } from "lucide-react";
import { Link, useLocation } from "wouter";
import { paths, withinAdmin } from "@shared/paths";
import { useBackupStatus } from "../api/get-backups";

/**
 * A line above every admin screen while a backup failed or the schedule is behind, so that administrators learn of
 * it without visiting Backups (which says it in full).
 */
export function BackupAlert() {
  const { data: status } = useBackupStatus();
  const [location] = useLocation();
  const backups = withinAdmin(paths.admin.backups);
  if (!status || location === backups || !(status.lastFailure || status.overdue)) return null;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>{status.lastFailure ? "The last backup failed." : "The newest backup is out of date."}</span>
      <Link href={backups} className="font-medium text-blue-800 underline underline-offset-2">
        See Backups
      </Link>
    </div>
  );
}
