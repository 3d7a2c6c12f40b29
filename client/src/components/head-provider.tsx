import { useLayoutEffect, type ReactNode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { removeServerHead } from "@/lib/server-head";

/**
 * Where the admin area and the sign-in page take over the document head (react-helmet-async). The server wrote
 * the first screen's head tags; they stay until the client's own are in place (this mounts together with them),
 * then go, so no tag is there twice.
 */
export function HeadProvider({ children }: { children: ReactNode }) {
  useLayoutEffect(() => removeServerHead(), []);
  return <HelmetProvider>{children}</HelmetProvider>;
}
