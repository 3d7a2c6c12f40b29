import { useLayoutEffect, type ReactNode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { SERVER_HEAD_ATTRIBUTE } from "@shared/head-tags";

/**
 * Where the client takes over the document head. The server wrote the first screen's head tags; they stay until
 * the client's own are in place (this mounts together with them), then go, so no tag is there twice. Loaded
 * with the first head the client renders, never in the first download.
 */
/** Removes the head tags the server wrote (it marks them); the client's own replace them. */
export function removeServerHead(doc: Document = document) {
  doc.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
}

export function HeadProvider({ children }: { children: ReactNode }) {
  useLayoutEffect(() => removeServerHead(), []);
  return <HelmetProvider>{children}</HelmetProvider>;
}
