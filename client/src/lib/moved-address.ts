// The site's redirect rules (an address that moved) are the server's: it answers them before the app is sent. A
// visitor who follows a link inside the app to a moved address gets the app's "not found" screen instead, since the
// app never asked the server for that address. Such a screen asks the server once, by loading the address.
import { useEffect } from "react";

/** The address this document was loaded at: read when the app starts (main.tsx imports this module first). */
const loadedAt = typeof window === "undefined" ? "" : window.location.pathname;

/**
 * For a "not found" screen: when the app got here by following a link (not by loading this address), load the
 * address from the server, which redirects it if it moved, or answers the same "not found" page.
 */
export function useAskServerIfMoved() {
  useEffect(() => {
    if (window.location.pathname !== loadedAt) window.location.replace(window.location.href);
  }, []);
}
