import axe from "axe-core";
import { sanitizeHtml } from "@/lib/sanitize-html";
import { checkContent, locate, parseContent, type ContentProblem } from "./content-checks";

// Rules that judge a whole document (landmarks, title, language, skip links) and cannot be judged on a page's
// content alone, plus the ones the content checks already word better (alt text, link names, empty headings).
const SKIPPED_RULES = [
  "region",
  "landmark-one-main",
  "page-has-heading-one",
  "document-title",
  "html-has-lang",
  "bypass",
  // The content is measured off-screen, where colours cannot be compared; the public page styles its text.
  "color-contrast",
  "image-alt",
  "link-name",
  "empty-heading",
  "heading-order",
];

let queue: Promise<unknown> = Promise.resolve();

/** axe allows one run at a time; checks started while one runs wait for it. */
function serially<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Checks page HTML the way visitors get it: sanitized exactly as the public page does, rendered into the document
 * for axe (off-screen, for the moment the run takes), plus the content checks. Problems come in document order.
 */
export function checkPageContent(html: string): Promise<ContentProblem[]> {
  const clean = sanitizeHtml(html);
  const own = checkContent(parseContent(clean));
  return serially(async () => {
    const container = document.createElement("div");
    container.setAttribute("data-a11y-check", "");
    container.style.cssText = "position:absolute;left:-10000px;top:0;width:800px";
    container.innerHTML = clean;
    document.body.append(container);
    try {
      const result = await axe.run(container, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        rules: Object.fromEntries(SKIPPED_RULES.map((id) => [id, { enabled: false }])),
        resultTypes: ["violations"],
      });
      const fromAxe: ContentProblem[] = result.violations.flatMap((violation) =>
        violation.nodes.map((node) => {
          const selector = node.target[0];
          const element = typeof selector === "string" ? container.querySelector(selector) : null;
          const location = element && element !== container ? locate(container, element) : null;
          const where = location ? `${location.tag}:${location.index}` : node.target.join(" ");
          return { id: `axe-${violation.id}:${where}`, message: `${violation.help}.`, location };
        }),
      );
      return [...own, ...fromAxe];
    } finally {
      container.remove();
    }
  });
}
