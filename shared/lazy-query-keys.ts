// The query keys of public data that only lazily loaded screens read: the FAQ (only on /faq) and the standards
// regions (only on /standards). They live apart from bootstrap.ts, which the first load of every page imports, so
// that their screens' own chunks carry them and the first load does not.

import type { CollectionKey } from "./collections";

/**
 * A collection's public list's query key, which is also the address it is read from: /api/{key} (a collection's
 * key is its path word). Here rather than beside the collections so that the public pages need no more of them.
 */
export const collectionQueryKey = <K extends CollectionKey>(key: K) => [`/api/${key}`] as const;

export const faqQueryKey = collectionQueryKey("faq");
export const standardsQueryKey = collectionQueryKey("standards");
