import { useQueryClient } from "@tanstack/react-query";
import type { MouseEvent, ReactNode } from "react";
import { currentUserQuery } from "@/lib/queries";

/**
 * A link to a file the server makes for signed-in administrators (a CSV export). A plain link, so it works as any
 * download does (keyboard, context menu, Save link as). A plain click first asks whether the session is still
 * alive: once it has expired, the server's answer would be a 401 message saved as the file, so the person is sent to
 * sign in again instead (the admin area follows the current user to null). The file itself still streams from the
 * server, never through the page's memory.
 */
export function DownloadLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    let user: unknown = true;
    try {
      user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    } catch {
      // The check itself failed (offline, say): the download then tells its own story.
    }
    if (user) window.location.assign(href);
  };
  return (
    <a href={href} download className={className} onClick={onClick}>
      {children}
    </a>
  );
}
