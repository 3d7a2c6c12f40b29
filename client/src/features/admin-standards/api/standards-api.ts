import { collectionWords, createCollectionApi } from "@/lib/collection-api";
import { standardsQuery } from "@/lib/standards-query";
import { standardsResource, type InsertStandardsRegion, type StandardsRegion } from "@shared/schema";

/** New regions go to the end of the list: the create body carries the next sort order. */
export const standardsApi = createCollectionApi<
  StandardsRegion,
  InsertStandardsRegion,
  InsertStandardsRegion & { sortOrder: number },
  never
>({
  list: standardsQuery,
  path: "/api/standards",
  reorderField: standardsResource.reorderKey,
  ...collectionWords("Region"),
});
