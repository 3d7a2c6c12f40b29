import type { AxeResults, RunOptions } from "axe-core";
import axeScriptUrl from "axe-core/axe.min.js?url";
import { sanitizeHtml } from "@/lib/sanitize-html";
import { checkContent, locator, parseContent, type ContentProblem } from "./content-checks";

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

interface Axe {
  run: (context: Element, options: RunOptions) => Promise<AxeResults>;
}

let loading: Promise<Axe> | null = null;

/**
 * axe-core as its own script file, loaded on first use. Bundled, its CommonJS wrapper would pull a shared runtime
 * chunk into every first load of the site; as a plain same-origin script it costs nothing until a page is checked.
 * Unit tests (no script loading in jsdom) import it as a module instead.
 */
export function loadAxe(): Promise<Axe> {
  if (import.meta.env.MODE === "test") return import("axe-core").then((module) => (module.default ?? module) as Axe);
  return (loading ??= new Promise<Axe>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = axeScriptUrl;
    script.async = true;
    script.onload = () => {
      // Our own reference: a copy of axe injected later (a browser extension, a test tool) replaces the global only.
      const axe = (window as unknown as { axe?: Axe }).axe;
      if (axe) resolve(axe);
      else reject(new Error("axe-core did not start"));
    };
    script.onerror = () => {
      loading = null; // let a later check try again
      script.remove();
      reject(new Error("axe-core could not be downloaded"));
    };
    document.head.append(script);
  }));
}

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
    const axe = await loadAxe();
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
      const locate = locator(container);
      const fromAxe: ContentProblem[] = result.violations.flatMap((violation) =>
        violation.nodes.map((node) => {
          const selector = node.target[0];
          const element = typeof selector === "string" ? container.querySelector(selector) : null;
          const location = element && element !== container ? locate(element) : null;
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
