import type { z } from "zod";
import type { Navigation, NavLink, navigationSchema } from "@shared/navigation";

// The menus as the screen edits them: every link and column carries an id of its own, so that sorting, focus and
// error messages follow the item however it moves. Errors are keyed by that id and the field's name.

export interface DraftLink extends NavLink {
  id: number;
}
export interface DraftColumn {
  id: number;
  heading: string;
  links: DraftLink[];
}
export interface Draft {
  header: DraftLink[];
  footer: DraftColumn[];
  legal: DraftLink[];
  /** The version the menus were loaded at, sent back so that a stale save is refused. */
  updatedAt: string | null;
}
export type ListName = "header" | "legal" | number;

/** Error messages: `{id}:label`, `{id}:href`, `{id}:heading` for a field, `header`, `legal`, `footer`, `{id}:links`. */
export type DraftErrors = Record<string, string>;

let lastId = 0;
export const nextId = () => ++lastId;

const draftLinks = (links: NavLink[]): DraftLink[] => links.map((link) => ({ ...link, id: nextId() }));

export const toDraft = (nav: Navigation): Draft => ({
  header: draftLinks(nav.header),
  footer: nav.footer.map((column) => ({ id: nextId(), heading: column.heading, links: draftLinks(column.links) })),
  legal: draftLinks(nav.legal),
  updatedAt: nav.updatedAt,
});

// A link keeps the page it was loaded with, so that the server can follow that page if it was renamed meanwhile.
const plain = (links: DraftLink[]): NavLink[] => links.map(({ label, href, pageId }) => ({ label, href, pageId }));

/**
 * `link` with `values` changed. An edited address leads where it says: the link no longer follows the page it was
 * loaded with.
 */
export const changedLink = (link: DraftLink, values: Partial<NavLink>): DraftLink =>
  "href" in values && values.href !== link.href ? { ...link, ...values, pageId: undefined } : { ...link, ...values };

export const toPayload = (draft: Draft): z.input<typeof navigationSchema> => ({
  header: plain(draft.header),
  footer: draft.footer.map((column) => ({ heading: column.heading, links: plain(column.links) })),
  legal: plain(draft.legal),
  updatedAt: draft.updatedAt,
});

/** The key of the field or list an error path of the API (`footer.1.links.0.href`) names in `draft`. */
function keyOf(draft: Draft, path: readonly PropertyKey[]): string | undefined {
  const [menu, first, second, third, fourth] = path;
  if (menu === "header" || menu === "legal") {
    if (first === undefined) return menu;
    const link = draft[menu][Number(first)];
    return link && `${link.id}:${String(second ?? "label")}`;
  }
  if (menu !== "footer") return undefined;
  if (first === undefined) return "footer";
  const column = draft.footer[Number(first)];
  if (!column) return undefined;
  if (second !== "links") return `${column.id}:heading`;
  if (third === undefined) return `${column.id}:links`;
  const link = column.links[Number(third)];
  return link && `${link.id}:${String(fourth ?? "label")}`;
}

/** Errors keyed for the screen from the API's field errors (or the shared schema's issues), first message each. */
export function draftErrors(draft: Draft, fieldErrors: Record<string, string[]>): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const key = keyOf(draft, path.split("."));
    if (key && messages[0] && !errors[key]) errors[key] = messages[0];
  }
  return errors;
}

/** The id of the input that shows the error under `key`, so the first error can take focus. */
export const fieldId = (key: string) => `nav-${key.replace(":", "-")}`;
