// Small reads of the editor's HTML source. They run on each edit of a page whose content anyone with the editor
// may have stored, so each is one forward pass: no content, however it is built, costs more than reading it once.

const EMPTY_PARAGRAPH = "<p></p>";

/** The empty paragraphs the cursor needs at the end (after an image, say) are not content. */
export function withoutTrailingEmptyParagraphs(html: string): string {
  let end = html.length;
  while (end >= EMPTY_PARAGRAPH.length && html.startsWith(EMPTY_PARAGRAPH, end - EMPTY_PARAGRAPH.length)) {
    end -= EMPTY_PARAGRAPH.length;
  }
  return html.slice(0, end);
}

/**
 * Where the opening tag of the `index`th (from 0) element named `tag` (lower case) starts and ends in the source,
 * tag names compared without regard to case; null when there is no such tag.
 */
export function openingTagAt(source: string, tag: string, index: number): { start: number; end: number } | null {
  let seen = 0;
  let at = source.indexOf("<");
  while (at !== -1) {
    const next = source[at + 1 + tag.length];
    const named = source.slice(at + 1, at + 1 + tag.length).toLowerCase() === tag;
    if (named && next !== undefined && !/\w/.test(next)) {
      const close = source.indexOf(">", at);
      // No tag after this one is closed either.
      if (close === -1) return null;
      if (seen++ === index) return { start: at, end: close + 1 };
      at = source.indexOf("<", close + 1);
    } else {
      at = source.indexOf("<", at + 1);
    }
  }
  return null;
}
