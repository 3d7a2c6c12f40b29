import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

interface Pending {
  count: number;
  proceed: () => void;
}

/**
 * Before a page is published, checks its content once more (the panel's result may be a moment old) and, if it has
 * problems, asks whether to publish anyway. Drafts save without asking. The check's code is fetched only when
 * needed; the dialog has usually loaded it already for its panel.
 */
export function usePublishCheck(): {
  guard: (publish: boolean, html: string, save: () => void) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);

  const guard = (publish: boolean, html: string, save: () => void) => {
    if (!publish) return save();
    import("./run-check")
      .then(({ checkPageContent }) => checkPageContent(html))
      .then(
        (problems) => (problems.length ? setPending({ count: problems.length, proceed: save }) : save()),
        // A check that cannot run must not stop anyone publishing.
        () => save(),
      );
  };

  const count = pending?.count ?? 0;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={`Publish with ${count} accessibility ${count === 1 ? "problem" : "problems"}?`}
      description="Visitors will meet the problems listed under the content. Cancel to fix them first, or publish the page as it is."
      confirmLabel="Publish anyway"
      onConfirm={() => {
        pending?.proceed();
        setPending(null);
      }}
    />
  );
  return { guard, dialog };
}
