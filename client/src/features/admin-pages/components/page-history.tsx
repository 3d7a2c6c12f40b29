import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import type { PageWithLinks } from "@shared/page-links";
import type { Page, PageRevisionSummary } from "@shared/schema";
import { usePageRevisions, useRestorePageRevision } from "../api/page-revisions";
import { RevisionCompare } from "./revision-compare";

// To the second: two saves within a minute read differently, and each version also has its number.
const when = (date: Date | string) => formatDateTime(date, { seconds: true });

interface PageHistoryProps {
  page: Page;
  /** Called with the page as the restore left it, so the editor can show it. */
  onRestored: (page: PageWithLinks) => void;
}

/** Every saved version of a page, newest first: each can be compared with the page as it is now, and restored. */
export default function PageHistory({ page, onRestored }: PageHistoryProps) {
  const { data: revisions = [], isLoading, error } = usePageRevisions(page.id);
  const restore = useRestorePageRevision();
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<{ revision: PageRevisionSummary; number: number } | null>(null);

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(
      { pageId: page.id, revisionId: restoring.revision.id, updatedAt: page.updatedAt },
      {
        onSuccess: (restored) => {
          setRestoring(null);
          setComparing(null);
          onRestored(restored);
        },
      },
    );
  };

  if (isLoading) return <Spinner label="Loading history" className="p-4" />;
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load the history: {error.message}
      </p>
    );
  if (revisions.length === 0) return <p className="text-sm text-slate-700">No saved versions yet.</p>;

  return (
    <section aria-labelledby="page-history-heading" className="grid gap-3">
      <h3 id="page-history-heading" className="text-base font-semibold text-slate-900">
        Saved versions
      </h3>
      <p className="text-sm text-slate-700">Every save is kept. Restoring a version saves it again as the newest.</p>
      <ol className="grid gap-2">
        {revisions.map((revision, index) => {
          const latest = index === 0;
          // Numbered from the first save: the list holds every revision, newest first.
          const number = revisions.length - index;
          const label = `version ${number}, of ${when(revision.createdAt)}`;
          const panelId = `revision-compare-${revision.id}`;
          return (
            <li key={revision.id} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">
                    <span className="text-slate-700">Version {number}:</span> {revision.title}
                    {latest && <span className="ml-2 text-xs font-semibold text-blue-800">(current version)</span>}
                  </p>
                  <p className="text-xs text-slate-700">
                    <time dateTime={new Date(revision.createdAt).toISOString()}>{when(revision.createdAt)}</time>
                    {" · "}
                    {revision.author ? `by ${revision.author}` : "author unknown"}
                    {" · "}
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 font-semibold ${
                        revision.isPublished ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"
                      }`}
                    >
                      {revision.isPublished ? "Published" : "Draft"}
                    </span>
                  </p>
                </div>
                {!latest && (
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-expanded={comparing === revision.id}
                      aria-controls={comparing === revision.id ? panelId : undefined}
                      onClick={() => setComparing(comparing === revision.id ? null : revision.id)}
                    >
                      Compare<span className="sr-only"> {label} with the current page</span>
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setRestoring({ revision, number })}>
                      Restore<span className="sr-only"> {label}</span>
                    </Button>
                  </div>
                )}
              </div>
              {comparing === revision.id && (
                <div id={panelId} className="mt-3 border-t border-slate-200 pt-3">
                  <RevisionCompare pageId={page.id} revisionId={revision.id} current={page} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={restoring ? `Restore version ${restoring.number}?` : "Restore this version?"}
        description={
          restoring
            ? `The page will get the title, address, content, meta fields and status it had on ${when(restoring.revision.createdAt)}. The current version stays in the history; changes not yet saved in the editor are discarded.`
            : ""
        }
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={restore.isPending}
        onConfirm={confirmRestore}
      />
    </section>
  );
}
