import type { QueryClient } from "@tanstack/react-query";
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from "@shared/bootstrap";

/** Reads what the server put into the page: the site's address and the first screen's data. */
export function readBootstrap(doc: Document = document): Bootstrap | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Bootstrap;
  } catch {
    return null;
  }
}

/** Puts the server's answers into the query cache, so the first render asks the API nothing it already has. */
export function seedQueries(queryClient: QueryClient, bootstrap: Bootstrap | null) {
  for (const [key, data] of bootstrap?.queries ?? []) queryClient.setQueryData(key, data);
}

let siteUrl: string | undefined;

/** The site's canonical address, as the server was configured; the page's own origin when it did not say. */
export function getSiteUrl(): string {
  return (siteUrl ??= readBootstrap()?.siteUrl ?? window.location.origin);
}
