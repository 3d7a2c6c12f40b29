import type { InsertStandardsRegion, StandardsRegion } from "@shared/schema";
import { createCollectionApi } from "@/lib/collection-api";
import { standardsQuery } from "@/lib/standards-query";
import { failureToast } from "@/lib/toasts";

/** New regions go to the end of the list: the create body carries the next sort order. */
export const standardsApi = createCollectionApi<
  StandardsRegion,
  InsertStandardsRegion,
  InsertStandardsRegion & { sortOrder: number },
  never
>({
  list: standardsQuery,
  path: "/api/standards",
  reorderField: "standardsOrders",
  success: {
    create: { title: "Region added successfully" },
    update: { title: "Region updated successfully" },
    delete: { title: "Region deleted successfully" },
    reorder: { title: "Region order updated successfully" },
  },
  failure: {
    create: "Failed to add region",
    update: "Failed to update region",
    delete: "Failed to delete region",
    reorder: "Failed to reorder regions",
  },
  failureStyle: failureToast,
  createBody: (body) => body,
  updateBody: (values) => values,
  uploads: {},
});
