import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api";
import { settingsQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";
import { fixedFailure } from "@/lib/toasts";
import { OVERVIEW_PATH, type Overview } from "@shared/overview";

/**
 * The Overview screen's one answer, worked out by the server. Asked again each time the screen opens: what it sums
 * up is changed on every other screen (a team member added, a setting saved), which do not invalidate it.
 */
export const overviewQuery = queryOptions({
  queryKey: [OVERVIEW_PATH],
  queryFn: () => getJson<Overview>(OVERVIEW_PATH),
  staleTime: 0,
  refetchOnMount: "always",
});

export const useOverview = () => useQuery(overviewQuery);

/**
 * The checklist's one-click fix: the site's quote buttons lead to its own quote form on /contact (the form shown,
 * and quote links pointed at it), in one save.
 */
export const useUseQuoteForm = () =>
  useChange(
    () =>
      apiJson<unknown>("PUT", "/api/settings", { settings: { quoteLinksTarget: "form", quoteFormEnabled: "true" } }),
    {
      success: {
        title: "Quote buttons fixed",
        description: "The site's quote buttons now lead to its own quote form on the Contact page.",
      },
      failure: fixedFailure("Save failed", "There was a problem pointing the quote buttons at the quote form."),
      invalidates: [overviewQuery.queryKey, settingsQuery.queryKey],
    },
  );
