import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** What the save does: publish the page now, schedule it to go live, or keep it a draft (false). */
export type PublishIntent = "publish" | "schedule" | false;

interface Pending {
  count: number;
  intent: Exclude<PublishIntent, false>;
  proceed: () => void;
}

/** The question's words: a scheduled page is checked as a published one, since it goes live unattended. */
const WORDS = {
  publish: {
    verb: "Publish",
    description:
      "Visitors will meet the problems listed under the content. Cancel to fix them first, or publish the page as it is.",
  },
  schedule: {
    verb: "Schedule",
    description:
      "Visitors will meet the problems listed under the content once the page goes live at its time. Cancel to fix them first, or schedule the page as it is.",
  },
};

/**
 * Before a page is published or scheduled to go live, checks its content once more (the panel's result may be a
 * moment old) and, if it has problems, asks whether to go ahead anyway. Drafts save without asking. The check's code is fetched only when
 * needed; the dialog has usually loaded it already for its panel.
 */
export function usePublishCheck(): {
  guard: (intent: PublishIntent, html: string, save: () => void) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);

  const guard = (intent: PublishIntent, html: string, save: () => void) => {
    if (!intent) return save();
    import("./run-check")
      .then(({ checkPageContent }) => checkPageContent(html))
      .then(
        (problems) => (problems.length ? setPending({ count: problems.length, intent, proceed: save }) : save()),
        // A check that cannot run must not stop anyone publishing.
        () => save(),
      );
  };

  const count = pending?.count ?? 0;
  const words = WORDS[pending?.intent ?? "publish"];
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={`${words.verb} with ${count} accessibility ${count === 1 ? "problem" : "problems"}?`}
      description={words.description}
      confirmLabel={`${words.verb} anyway`}
      onConfirm={() => {
        pending?.proceed();
        setPending(null);
      }}
    />
  );
  return { guard, dialog };
}
