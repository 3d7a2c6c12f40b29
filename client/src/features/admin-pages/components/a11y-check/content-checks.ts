// Checks that a page's content needs and that axe-core cannot make on a fragment of a page: axe sees neither the
// page's own title above the content nor what a link's words mean to a reader, nor that an alt text is a file name.
import { looksLikeFileName } from "@shared/schema";

/** Where a problem is: the nth element (from 0) with this tag name in the content, in document order. */
export interface ProblemLocation {
  tag: string;
  index: number;
}

export interface ContentProblem {
  /** Stable for the same problem at the same place, so a list can keep its keys across re-checks. */
  id: string;
  message: string;
  location: ProblemLocation | null;
}

/** Link words that say nothing about where the link goes when read on their own (as screen readers list links). */
const VAGUE_LINK_TEXT = new Set([
  "click here",
  "click",
  "here",
  "read more",
  "more",
  "learn more",
  "more info",
  "more information",
  "link",
  "this link",
  "this page",
  "go",
  "details",
]);

/** Parses HTML into a container element the checks (and axe) can walk, without running anything in it. */
export function parseContent(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><body><div>${html}</div></body>`, "text/html");
  return doc.body.firstElementChild as HTMLElement;
}

/**
 * Tells where an element sits among the elements of its tag inside `root`. Each tag's elements are listed once
 * and remembered: listing them again for every problem took quadratic time on content with thousands of them.
 */
export function locator(root: Element): (element: Element) => ProblemLocation {
  const positions = new Map<string, Map<Element, number>>();
  return (element) => {
    const tag = element.tagName.toLowerCase();
    let ofTag = positions.get(tag);
    if (!ofTag) {
      ofTag = new Map([...root.querySelectorAll(tag)].map((each, index) => [each, index]));
      positions.set(tag, ofTag);
    }
    return { tag, index: ofTag.get(element) ?? -1 };
  };
}

/** The punctuation that may end a link's words ("Read more..."), which does not change what they say. */
const TRAILING_PUNCTUATION = ".!…:";

/** `text` without its trailing punctuation, read from the end (an expression took quadratic time on long runs). */
function withoutTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING_PUNCTUATION.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

const textOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

/** The words a screen reader would announce for a link: its label, else its text and its images' alt text. */
function linkName(link: Element): string {
  const label = link.getAttribute("aria-label")?.trim();
  if (label) return label;
  const alts = [...link.querySelectorAll("img[alt]")].map((img) => img.getAttribute("alt") ?? "");
  return [textOf(link), ...alts].join(" ").replace(/\s+/g, " ").trim();
}

/** Every problem the custom checks find in `root`, in document order. */
export function checkContent(root: Element): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const locate = locator(root);
  const add = (kind: string, element: Element, message: string) => {
    const location = locate(element);
    problems.push({ id: `${kind}:${location.tag}:${location.index}`, message, location });
  };

  let previousLevel = 1; // the page's own title is the one level-1 heading
  for (const heading of root.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
    const level = Number(heading.tagName[1]);
    const text = textOf(heading);
    const quoted = text ? `"${text}"` : "An empty heading";
    if (!text) add("empty-heading", heading, `A level ${level} heading has no text. Add words to it or remove it.`);
    if (level === 1) {
      add(
        "heading-one",
        heading,
        `${quoted} is a level 1 heading, but the page title already is one. Use level 2 instead.`,
      );
    } else if (level > previousLevel + 1) {
      const expected = previousLevel + 1;
      const where = previousLevel === 1 ? "the page title" : `a level ${previousLevel} heading`;
      add(
        "heading-skip",
        heading,
        `${quoted} is a level ${level} heading after ${where}, which skips a level. Use level ${expected}.`,
      );
    }
    previousLevel = level;
  }

  for (const image of root.querySelectorAll("img")) {
    const alt = image.getAttribute("alt");
    if (alt === null) {
      add("image-alt", image, "An image has no alt text. Describe it, or mark it as decorative.");
    } else if (looksLikeFileName(alt)) {
      // A camera's or an export's name ("IMG_2041.jpg") tells a screen reader's user nothing about the picture.
      add(
        "image-alt-file-name",
        image,
        `An image has the file name "${alt.trim()}" as its alt text. Describe what it shows, or mark it as decorative.`,
      );
    }
  }

  for (const link of root.querySelectorAll("a[href]")) {
    const name = linkName(link);
    if (!name && link.querySelector('img[alt=""]')) {
      // Decorative is right for an image beside words that say the same, not for the only thing a link holds.
      add(
        "link-decorative-image",
        link,
        "A link contains only a decorative image, so it has no name. Give the image alt text that says where the link goes.",
      );
    } else if (!name) add("link-empty", link, "A link has no text, so nobody can tell where it goes. Give it words.");
    else if (VAGUE_LINK_TEXT.has(withoutTrailingPunctuation(name.toLowerCase()))) {
      add(
        "link-vague",
        link,
        `A link says "${name}", which does not tell where it goes. Use words that name its destination.`,
      );
    }
  }

  for (const table of root.querySelectorAll("table")) {
    if (!table.querySelector("th")) {
      add("table-headers", table, "A table has no header cells. Mark its first row or column as headers.");
    }
  }

  return problems;
}
