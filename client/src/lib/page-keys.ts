import { publicQueryKeys } from "@shared/bootstrap";

/** Public pages are cached by slug under this prefix; any change to a page in the CMS invalidates them all. */
export const PAGE_BY_SLUG = publicQueryKeys.pageBySlug("")[0];
export const pageBySlugKey = publicQueryKeys.pageBySlug;
