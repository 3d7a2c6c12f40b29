import { AlertTriangle, XCircle } from "lucide-react";
import { formatDateTime, formatTimeAgo } from "@/lib/format";
import type { BackupStatus } from "@shared/backups";
import { AutomaticBackupsForm } from "./automatic-backups-form";

/** What needs an administrator's attention: a failed backup, or one the schedule should have made by now. */
export function BackupWarnings({ status }: { status: BackupStatus }) {
  return (
    <>
      {status.lastFailure && (
        <div className="mb-4 flex gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <XCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <h2 className="font-semibold">The last backup failed</h2>
            <p className="mt-1 text-sm">
              {status.lastFailure.trigger === "schedule" ? "The scheduled backup" : "The backup"} of{" "}
              {formatDateTime(status.lastFailure.at)} failed: {status.lastFailure.message}
            </p>
            <p className="mt-1 text-sm">No backup has succeeded since. The server&apos;s log has the details.</p>
          </div>
        </div>
      )}
      {status.overdue && (
        <div className="mb-4 flex gap-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <h2 className="font-semibold">The newest backup is out of date</h2>
            <p className="mt-1 text-sm">
              {status.newestAt
                ? `The newest backup was made ${formatTimeAgo(status.newestAt)}`
                : "No backup has been made yet"}
              , although the schedule says: {status.schedule?.description.toLowerCase()}. Was the server stopped at the
              scheduled time?
            </p>
          </div>
        </div>
      )}
    </>
  );
}

/** The schedule, how many backups are kept and where. */
export function BackupSettings({ status }: { status: BackupStatus }) {
  return (
    <section aria-labelledby="backup-settings-title" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="backup-settings-title" className="font-semibold text-slate-900">
        Schedule
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Automatic backups</dt>
        <dd className="text-slate-900">
          {status.schedule ? (
            <>
              {status.schedule.description} ({status.schedule.timeZone} time); the next on{" "}
              {formatDateTime(status.schedule.nextRunAt)} (your time)
            </>
          ) : (
            <>Off. Switch them on below to have the server make a backup by itself every day.</>
          )}
        </dd>
        <dt className="font-medium text-slate-700">Kept</dt>
        <dd className="text-slate-900">
          The newest {status.keep} backups; older ones are deleted after each backup the server makes.
        </dd>
        <dt className="font-medium text-slate-700">Stored in</dt>
        <dd className="font-mono text-xs break-all text-slate-900">{status.location}</dd>
      </dl>
      <AutomaticBackupsForm status={status} />
    </section>
  );
}
