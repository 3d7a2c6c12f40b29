// What a reader would see change between two versions of a page: the words, paragraph by paragraph, rather than
// the HTML. Paragraphs are compared first (line-diff.ts); a paragraph replaced by another is then compared word by
// word, so a one-word edit shows as that word struck out and its replacement, not as a whole new paragraph.
import { BLOCK_START, diffLines, type DiffLine } from "./line-diff";

/** One paragraph of the comparison: its words, each kept, added or removed. */
export interface ParagraphDiff {
  kind: "same" | "changed";
  parts: DiffLine[];
}

/**
 * The text of each block of the HTML, as a visitor reads it: tags dropped, entities decoded, white space collapsed,
 * and an image as "[image: its alt text]" (an image added or removed is a change a reader notices).
 */
export function textLines(html: string): string[] {
  const parser = new DOMParser();
  return html
    .replace(BLOCK_START, "\u0000$1")
    .split("\u0000")
    .map((line) => {
      const body = parser.parseFromString(line, "text/html").body;
      for (const image of Array.from(body.querySelectorAll("img"))) {
        const alt = image.getAttribute("alt")?.trim();
        image.replaceWith(` [image${alt ? `: ${alt}` : ""}] `);
      }
      return (body.textContent ?? "").replace(/\s+/g, " ").trim();
    })
    .filter(Boolean);
}

/** Words and the spaces between them, so that joining the parts gives the text back. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/**
 * `before` against `after` word by word. A stretch of changes (with the spaces between its words) reads as what was
 * removed, then what was added: "the red cat" struck out and "a blue dog" inserted, not word against word.
 */
export function diffWords(before: string, after: string): DiffLine[] {
  const parts = diffLines(tokens(before), tokens(after));
  const out: DiffLine[] = [];
  const push = (kind: DiffLine["kind"], text: string) => {
    if (!text) return;
    const last = out.at(-1);
    if (last?.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  for (let at = 0; at < parts.length;) {
    if (parts[at]!.kind === "same") {
      push("same", parts[at++]!.text);
      continue;
    }
    let removed = "";
    let added = "";
    for (; at < parts.length; at++) {
      const part = parts[at]!;
      const between = part.kind === "same" && /^\s+$/.test(part.text) && parts[at + 1]?.kind !== "same";
      if (part.kind === "same" && !(between && at + 1 < parts.length)) break;
      if (part.kind !== "added") removed += part.text;
      if (part.kind !== "removed") added += part.text;
    }
    push("removed", removed);
    push("added", added);
  }
  return out;
}

/**
 * The paragraphs of `afterHtml` against those of `beforeHtml`, in reading order. A run of removed paragraphs
 * followed by added ones is compared pair by pair, word by word; what is left over is wholly removed or added.
 */
export function diffText(beforeHtml: string, afterHtml: string): ParagraphDiff[] {
  const lines = diffLines(textLines(beforeHtml), textLines(afterHtml));
  const out: ParagraphDiff[] = [];
  for (let at = 0; at < lines.length;) {
    if (lines[at]!.kind === "same") {
      out.push({ kind: "same", parts: [lines[at++]!] });
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (at < lines.length && lines[at]!.kind === "removed") removed.push(lines[at++]!.text);
    while (at < lines.length && lines[at]!.kind === "added") added.push(lines[at++]!.text);
    for (let pair = 0; pair < Math.max(removed.length, added.length); pair++) {
      const before = removed[pair];
      const after = added[pair];
      const parts: DiffLine[] =
        before !== undefined && after !== undefined
          ? diffWords(before, after)
          : before !== undefined
            ? [{ kind: "removed", text: before }]
            : [{ kind: "added", text: after! }];
      out.push({ kind: "changed", parts });
    }
  }
  return out;
}
