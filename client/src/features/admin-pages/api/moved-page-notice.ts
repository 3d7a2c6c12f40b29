import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api";
import { failureToast, type Notice } from "@/lib/toasts";
import type { Redirect } from "@shared/schema";

// When a save moves a published page, the server makes redirects from its old addresses; the success toast says
// so and offers to undo them (for a page that moved because its old address is wanted for something else).

/** The redirects screen's queries, refreshed once the undo is done. */
const REDIRECTS_KEY = ["/api/redirects"];

/** The rule to name: the old /page/{slug} address (a save makes one from the short /{slug} too). */
const named = (rules: Redirect[]) => rules.find((rule) => rule.fromPath.startsWith("/page/")) ?? rules[0]!;

/**
 * The success toast of a save that made `rules`: which old address leads where now, and an Undo that deletes the
 * rules. Used as a hook for the query client the undo refreshes, which outlives the dialog that saved.
 */
export function useMovedPageNotice(): (rules: Redirect[]) => Notice {
  const queryClient = useQueryClient();
  return (rules) => {
    const { fromPath, toPath } = named(rules);
    const undo = async () => {
      try {
        await Promise.all(rules.map((rule) => apiRequest("DELETE", `/api/redirects/${rule.id}`)));
        toast({ title: "Redirect removed", description: `${fromPath} no longer leads to ${toPath}.` });
      } catch (error) {
        failureToast("Failed to remove redirect", error);
      } finally {
        await queryClient.invalidateQueries({ queryKey: REDIRECTS_KEY });
      }
    };
    return {
      title: "Page saved",
      description: `Its old address ${fromPath} now leads to ${toPath}.`,
      action: {
        label: "Undo redirect",
        altText: "Delete the redirect on the Redirects screen",
        onClick: () => void undo(),
      },
    };
  };
}
