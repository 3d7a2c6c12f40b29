// A content page's head, written by the server for the first request and by the client on navigation. Kept apart
// from route-meta.ts so that the excerpt code travels only with the content page, not with every public screen.
import { contentPagePath, page, type ScreenAtPath } from "./route-meta";

export interface ContentPageFields {
  slug: string;
  title: string;
  content: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

/** A content page's head: its meta title (or title), and its meta description or else its opening words. */
export const contentPageMeta = (p: ContentPageFields): ScreenAtPath =>
  page(contentPagePath(p.slug), p.metaTitle || p.title, p.metaDescription || excerpt(p.content) || p.title);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };
/** The longest entity name above, with its "#". */
const LONGEST_ENTITY = 4;

/**
 * How much of the HTML is read for an excerpt. The opening words of any real page come well before this; the
 * limit keeps each view of a page cheap whatever its content holds.
 */
const EXCERPT_MAX_INPUT = 50_000;

/** Elements whose contents are never shown as text. */
const HIDDEN_CONTENT = new Set(["script", "style"]);

const isSpace = (char: string) => /\s/.test(char);
const isTagStart = (char: string | undefined) => char !== undefined && /[A-Za-z/!?]/.test(char);

/**
 * The first words of some HTML as plain text, at most `max` characters, cut at a word. One pass from left to
 * right, ending as soon as it has enough text: tags read as a space, script and style contents are skipped, the
 * common entities decoded and white space collapsed. Each step only moves forward, so no content, however it is
 * built, costs more than reading it once.
 */
export function excerpt(html: string, max = 160): string {
  const source = html.length > EXCERPT_MAX_INPUT ? html.slice(0, EXCERPT_MAX_INPUT) : html;
  let text = "";
  let space = false;
  const add = (char: string) => {
    if (isSpace(char)) space = true;
    else {
      if (space && text) text += " ";
      space = false;
      text += char;
    }
  };

  let at = 0;
  while (at < source.length && text.length <= max) {
    const char = source[at]!;
    if (char === "<" && isTagStart(source[at + 1])) {
      // A tag reads as a space; one left open runs to the end, as in a browser.
      const end = source.indexOf(">", at);
      if (end === -1) break;
      const name = /^[A-Za-z][^\s/>]*/.exec(source.slice(at + 1, Math.min(end, at + 10)))?.[0].toLowerCase();
      at = end + 1;
      space = true;
      if (name && HIDDEN_CONTENT.has(name)) {
        at = endOfElement(source, name, at);
      }
    } else if (char === "&") {
      // Only the few characters an entity of the table can take are looked at.
      const semicolon = source.slice(at + 1, at + 2 + LONGEST_ENTITY).indexOf(";") + at + 1;
      const name = semicolon > at ? source.slice(at + 1, semicolon) : "";
      const decoded = /^(#39|[a-z]+)$/i.test(name) ? ENTITIES[name.toLowerCase()] : undefined;
      if (decoded === undefined) {
        add(char);
        at++;
      } else {
        add(decoded);
        at = semicolon + 1;
      }
    } else {
      add(char);
      at++;
    }
  }

  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const atWordEnd = text[max - 1] === " " || lastSpace <= max / 2;
  return `${(atWordEnd ? cut : cut.slice(0, lastSpace)).replace(/[\s,;:.]+$/, "")}…`;
}

/** Where the text after the closing tag of a `name` element opened before `from` starts; the end if never closed. */
function endOfElement(source: string, name: string, from: number): number {
  for (let at = source.indexOf("</", from); at !== -1; at = source.indexOf("</", at + 2)) {
    const after = source[at + 2 + name.length];
    if (
      source.slice(at + 2, at + 2 + name.length).toLowerCase() === name &&
      (after === undefined || /[\s/>]/.test(after))
    ) {
      const end = source.indexOf(">", at);
      return end === -1 ? source.length : end + 1;
    }
  }
  return source.length;
}
