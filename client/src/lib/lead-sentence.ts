// The first sentence of a paragraph, for a card that leads with it and leaves the rest to the item's own page.

/** Words whose full stop does not end a sentence ("e.g. PDF", "Dr. Smith"), compared in lower case. */
const ABBREVIATIONS = new Set(["e.g", "i.e", "etc", "vs", "approx", "incl", "dr", "mr", "mrs", "ms", "no", "st"]);

/**
 * The text up to and including the first full stop, question or exclamation mark that ends a sentence: one
 * followed by a space (or a closing quote or bracket, then a space) and not ending a known abbreviation. A
 * decimal ("WCAG 2.2") is not an end, nor is a line break without one. The whole text (trimmed) when it is one
 * sentence.
 */
export function leadSentence(text: string): string {
  const trimmed = text.trim();
  const ends = /[.!?]["'”’)\]]*(?=\s)/g;
  for (let match = ends.exec(trimmed); match; match = ends.exec(trimmed)) {
    const before = /([\p{L}.]+)$/u.exec(trimmed.slice(0, match.index))?.[1]?.toLowerCase() ?? "";
    if (match[0][0] === "." && ABBREVIATIONS.has(before)) continue;
    return trimmed.slice(0, match.index + match[0].length);
  }
  return trimmed;
}
