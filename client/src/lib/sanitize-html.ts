import DOMPurify from "dompurify";
import { BOOTSTRAP_ELEMENT_ID } from "@shared/bootstrap";

/**
 * Everything page content may hold, each element with the attributes it may carry. First what the page editor's
 * visual view writes (headings 2 to 4, paragraphs, lists, links, bold, italic, quotes, line breaks and images with
 * their alt text), then what the HTML view may add for structure: the other heading levels (the accessibility check
 * reports a level 1 heading), data tables, and text-level elements that carry meaning. Nothing else reaches visitors:
 * no styles or classes (a link styled to cover the whole window is still a link), no popovers, hidden or inert
 * content, focus order or access keys, no scripts, frames, video, forms, SVG or MathML, and no ARIA, which in
 * stored content can only hide words from screen readers or contradict what sighted readers see. Links open where
 * they are (no target), as every other link on the site does.
 */
const PAGE_MARKUP: Readonly<Record<string, readonly string[]>> = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  ul: [],
  ol: ["start", "type"],
  li: [],
  a: ["href", "title", "rel"],
  strong: [],
  em: [],
  b: [],
  i: [],
  blockquote: [],
  br: [],
  img: ["src", "alt", "title", "width", "height"],

  h1: [],
  h5: [],
  h6: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["scope", "colspan", "rowspan", "headers", "abbr"],
  td: ["colspan", "rowspan", "headers"],
  dl: [],
  dt: [],
  dd: [],
  figure: [],
  figcaption: [],
  hr: [],
  pre: [],
  code: [],
  kbd: [],
  samp: [],
  sub: [],
  sup: [],
  abbr: ["title"],
  dfn: ["title"],
  cite: [],
  q: [],
  // A phrase in another language: <span lang="fr">.
  span: [],
};

/** Any element above may name an in-page anchor (<a href="#pricing">) and the language of its words. */
const ON_ANY_ELEMENT = ["id", "lang", "dir"];

/** Web, mail and phone addresses, and addresses on this site: what the editor's link and image dialogs accept. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Ids the site's own page uses. A copy in the content would be found instead of the real element by code that looks
 * it up after the content has rendered. (DOMPurify already drops ids that shadow document properties: id="cookie".)
 */
const RESERVED_IDS = new Set(["root", "main-content", BOOTSTRAP_ELEMENT_ID]); // the app, <main>, the server's data

// An instance of our own, so that its hook changes no other use of DOMPurify. DOMPurify's allowlist of attributes
// holds for every element; the hook narrows it to each element's own attributes (no width on a paragraph).
const purify = DOMPurify(window);
purify.addHook("uponSanitizeAttribute", (element, event) => {
  const allowed = PAGE_MARKUP[element.nodeName.toLowerCase()] ?? [];
  const name = event.attrName;
  if (!ON_ANY_ELEMENT.includes(name) && !allowed.includes(name)) event.keepAttr = false;
  if (name === "id" && RESERVED_IDS.has(event.attrValue)) event.keepAttr = false;
});

const ALLOWED_ATTR = [...new Set([...ON_ANY_ELEMENT, ...Object.values(PAGE_MARKUP).flat()])];

const CONFIG = {
  ALLOWED_TAGS: Object.keys(PAGE_MARKUP),
  ALLOWED_ATTR,
  // Words and numbers, not addresses: only href and src are checked as addresses.
  ADD_URI_SAFE_ATTR: ALLOWED_ATTR.filter((name) => name !== "href" && name !== "src"),
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Ids stay as written, so that #fragment links reach them; SANITIZE_DOM (on by default) removes clobbering ones.
  SANITIZE_NAMED_PROPS: false,
};

/** Stored page HTML reduced to what the page editor can write: no scripts, styles, frames, forms or popovers. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}

/** The parsed document around the content, never content itself. */
const DOCUMENT_TAGS = new Set(["html", "head", "body"]);

/** Elements removed together, named by what they are to the person who wrote them. */
const ELEMENT_KINDS: { name: string; tags: readonly string[] }[] = [
  { name: "Embedded page or video", tags: ["iframe", "frame", "frameset", "object", "embed", "portal", "fencedframe"] },
  { name: "Video and audio", tags: ["video", "audio", "source", "track"] },
  {
    name: "Form and its fields",
    tags: ["form", "input", "button", "select", "option", "optgroup", "textarea", "label", "fieldset", "legend"],
  },
  { name: "Scripts", tags: ["script", "noscript"] },
  { name: "Style sheets", tags: ["style", "link"] },
  { name: "Drawing", tags: ["svg"] },
  { name: "Math formula", tags: ["math"] },
  { name: "Templates", tags: ["template"] },
];

/** Attributes removed together, named the same way. Any other attribute is named as itself. */
const ATTRIBUTE_KINDS: { name: string; matches: (attribute: string) => boolean }[] = [
  { name: "Inline styles", matches: (attribute) => attribute === "style" },
  { name: "Classes", matches: (attribute) => attribute === "class" },
  { name: "Event handlers", matches: (attribute) => attribute.startsWith("on") },
  { name: "Popovers", matches: (attribute) => attribute.startsWith("popover") },
  { name: "Opening links in a new tab or window", matches: (attribute) => attribute === "target" },
  { name: "ARIA attributes", matches: (attribute) => attribute === "role" || attribute.startsWith("aria-") },
];

const times = (count: number) => (count === 1 ? "on 1 element" : `on ${count} elements`);

/**
 * Sanitizes like sanitizeHtml and says in a few words what visitors will not get, each kind once, elements (in the
 * order they appear) before attributes: "Embedded page or video (iframe)", "Inline styles (style attribute) on 2
 * elements". Comments are left out of the list: nobody sees them either way.
 */
export function sanitizeHtmlWithReport(html: string): { html: string; removed: string[] } {
  const clean = purify.sanitize(html, CONFIG);
  const elements = new Map<string, Set<string>>();
  const otherElements = new Set<string>();
  const attributes = new Map<string, { names: Set<string>; on: Set<Element> }>();
  const addresses = new Set<string>();
  const ids = new Set<string>();

  for (const entry of purify.removed as ({ element: Node } | { attribute: Attr | null; from: Element })[]) {
    if ("element" in entry) {
      if (!(entry.element instanceof Element)) continue; // comments
      const tag = entry.element.nodeName.toLowerCase();
      if (DOCUMENT_TAGS.has(tag)) continue;
      const kind = ELEMENT_KINDS.find((candidate) => candidate.tags.includes(tag));
      if (kind) elements.set(kind.name, (elements.get(kind.name) ?? new Set()).add(tag));
      else otherElements.add(tag);
      continue;
    }
    const attribute = entry.attribute;
    if (!attribute) continue;
    const name = attribute.name.toLowerCase();
    // An attribute the content may have, removed for its value: a script address or an id the page needs.
    if (name === "href" || name === "src") {
      addresses.add(/^\s*([a-z][a-z\d+.-]*):/i.exec(attribute.value)?.[1]?.toLowerCase() ?? "");
      continue;
    }
    if (name === "id") {
      ids.add(attribute.value);
      continue;
    }
    const kind = ATTRIBUTE_KINDS.find((candidate) => candidate.matches(name))?.name ?? `${name} attribute`;
    const group = attributes.get(kind) ?? { names: new Set(), on: new Set() };
    group.names.add(name);
    group.on.add(entry.from);
    attributes.set(kind, group);
  }

  const removed = [...elements].map(([name, tags]) => `${name} (${[...tags].join(", ")})`);
  if (otherElements.size) removed.push(`Other elements (${[...otherElements].join(", ")}): their text stays`);
  // Attributes in the table's order, then the others by name: DOMPurify reads each element's attributes backwards.
  const rank = (kind: string) => {
    const index = ATTRIBUTE_KINDS.findIndex((candidate) => candidate.name === kind);
    return index === -1 ? ATTRIBUTE_KINDS.length : index;
  };
  const sorted = [...attributes].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  for (const [kind, { names, on }] of sorted) {
    const label = kind.endsWith(" attribute")
      ? kind
      : `${kind} (${[...names].sort().join(", ")} ${names.size === 1 ? "attribute" : "attributes"})`;
    removed.push(`${label} ${times(on.size)}`);
  }
  if (addresses.size) {
    const schemes = [...addresses].filter(Boolean).map((scheme) => `${scheme}:`);
    removed.push(`Addresses that are not web, mail or phone links${schemes.length ? ` (${schemes.join(", ")})` : ""}`);
  }
  if (ids.size)
    removed.push(`Ids that would clash with the page itself (${[...ids].map((id) => `id="${id}"`).join(", ")})`);
  return { html: clean, removed };
}
