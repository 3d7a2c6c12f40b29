import { DatabaseBackup } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates } from "@/components/admin/list-states";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { useCreateBackup } from "../api/create-backup";
import { useBackups, useBackupStatus } from "../api/get-backups";
import { BackupSettings, BackupWarnings } from "./backup-status";
import { BackupsTable } from "./backups-table";

/** The site's backups: make one now, download any, see the schedule and anything that went wrong. */
export default function BackupsScreen() {
  const backups = useBackups();
  const status = useBackupStatus();
  const create = useCreateBackup();
  const busy = create.isPending || status.data?.running;

  return (
    <AdminPage
      title="Backups"
      metaDescription="Make a backup of the whole site, download backups, and see the backup schedule."
      description="Each backup is one archive of the whole site: every table's rows and every uploaded file."
      actions={
        <SubmitButton
          type="button"
          onClick={() => create.mutate()}
          pending={Boolean(busy)}
          pendingText="Backing up..."
          icon={<DatabaseBackup aria-hidden="true" className="h-4 w-4" />}
        >
          Back up now
        </SubmitButton>
      }
    >
      {status.data && <BackupWarnings status={status.data} />}
      {status.error && <ErrorState>Failed to load the backup schedule: {status.error.message}</ErrorState>}
      {status.data && <BackupSettings status={status.data} />}
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Backups</h2>
      <ListStates
        isLoading={backups.isLoading}
        error={backups.error}
        isEmpty={!backups.data?.length}
        noun="backups"
        empty={<EmptyState title="No backups yet">Use ‘Back up now’ to make the first one.</EmptyState>}
        failed={(failure) => `Failed to load backups: ${failure.message}`}
      >
        {backups.data && <BackupsTable backups={backups.data} />}
      </ListStates>
      <section aria-labelledby="restore-title" className="mt-8 max-w-3xl text-sm text-slate-700">
        <h2 id="restore-title" className="text-lg font-semibold text-slate-900">
          Keeping and restoring backups
        </h2>
        <p className="mt-2">
          Keep downloaded backups private: they hold the administrators’ password hashes and every inquiry.
        </p>
        <p className="mt-2">
          Restoring replaces the whole site, so it is done on the server, not here: stop the server, then run{" "}
          <code className="rounded bg-slate-100 px-1 font-mono text-slate-900">
            npm run restore -- backup-name.tar.gz --replace
          </code>{" "}
          with a name from this list or the path of a downloaded file. What the site holds before is saved as a backup
          first.
        </p>
      </section>
    </AdminPage>
  );
}
