// The site's redirect rules (an address that moved) are the server's: it answers them before the app is sent. A
// visitor who follows a link inside the app to a moved address gets the app's "not found" screen instead, since the
// app never asked the server for that address. Such a screen asks the server once, by loading the address.
import { useEffect } from "react";

/** The address this document was loaded at, as the browser recorded the load. */
function loadedAt(): string | undefined {
  const [load] = performance.getEntriesByType("navigation");
  return load ? new URL(load.name).pathname : undefined;
}

/**
 * For a "not found" screen: when the app got here by following a link (not by loading this address), load the
 * address from the server, which redirects it if it moved, or answers the same "not found" page.
 */
export function useAskServerIfMoved() {
  useEffect(() => {
    const loaded = loadedAt();
    if (loaded !== undefined && window.location.pathname !== loaded) window.location.replace(window.location.href);
  }, []);
}
