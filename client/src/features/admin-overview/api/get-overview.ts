import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api";
import { settingsQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";
import { fixedFailure } from "@/lib/toasts";
import { OVERVIEW_PATH, type Overview } from "@shared/overview";

/** The Overview screen's one answer, worked out by the server. */
export const overviewQuery = queryOptions({
  queryKey: [OVERVIEW_PATH],
  queryFn: () => getJson<Overview>(OVERVIEW_PATH),
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
