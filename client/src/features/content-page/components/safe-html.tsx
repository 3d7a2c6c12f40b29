import { useMemo, type MouseEvent } from "react";
import { useLocation } from "wouter";
import { sanitizeHtml } from "@/lib/sanitize-html";

/** Renders administrator-written HTML only after DOMPurify has removed anything executable. */
export function SafeHtml({ html, className = "" }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const [, navigate] = useLocation();

  // Links to this site stay in the app instead of reloading the page.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.("a");
    if (!link || link.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const url = new URL(link.href, window.location.href);
    // Files and API addresses are not app routes: let the browser fetch them.
    if (url.origin !== window.location.origin || link.hasAttribute("download")) return;
    if (/^\/(uploads|api)(\/|$)/.test(url.pathname)) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches clicks bubbling up from the links inside, which the keyboard activates too
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
