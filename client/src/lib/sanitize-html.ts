import DOMPurify from "dompurify";

/** Stored page HTML made safe to render: no scripts, event handlers, javascript: URLs or frames. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] });
}
