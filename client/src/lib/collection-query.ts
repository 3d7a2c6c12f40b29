import type { CollectionKey } from "@shared/collections";
import { collectionQueryKey } from "@shared/lazy-query-keys";
import { getJson } from "./api";

/**
 * A collection's whole list as the client reads it: under the key the server seeds first screens with, from
 * /api/{key}. A collection whose list is read elsewhere too gets it from here, so both share one cache entry.
 */
export const collectionListQuery = <T, K extends CollectionKey = CollectionKey>(key: K) => ({
  queryKey: collectionQueryKey(key),
  queryFn: () => getJson<T[]>(`/api/${key}`),
});
