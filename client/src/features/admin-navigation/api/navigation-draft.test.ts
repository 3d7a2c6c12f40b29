import { describe, expect, it } from "vitest";
import { defaultNavigation } from "@shared/navigation";
import { changedLink, draftErrors, toDraft, toPayload } from "./navigation-draft";

describe("the navigation draft", () => {
  it("sends back exactly the menus and version it was loaded with", () => {
    const nav = { ...defaultNavigation(), updatedAt: "2026-01-31T12:00:00.000Z" };
    expect(toPayload(toDraft(nav))).toEqual(nav);
  });

  it("sends each link's page back until its address is edited, so only a link left as loaded follows its page", () => {
    const nav = { ...defaultNavigation(), header: [{ label: "Guide", href: "/page/guide", pageId: 7 }] };
    const draft = toDraft(nav);
    const [loaded] = draft.header;
    expect(toPayload(draft).header).toEqual([{ label: "Guide", href: "/page/guide", pageId: 7 }]);
    expect(changedLink(loaded!, { label: "The guide" }).pageId).toBe(7);
    expect(changedLink(loaded!, { href: "/page/guide" }).pageId).toBe(7);
    const retyped = { ...draft, header: [changedLink(loaded!, { href: "/page/other" })] };
    expect(toPayload(retyped).header).toEqual([{ label: "Guide", href: "/page/other", pageId: undefined }]);
    expect(JSON.stringify(toPayload(retyped).header)).toBe('[{"label":"Guide","href":"/page/other"}]');
  });

  it("puts the API's field errors on the link, column or list they name, whatever its position", () => {
    const draft = toDraft(defaultNavigation());
    const faq = draft.header[4]!;
    const resources = draft.footer[0]!;
    const errors = draftErrors(draft, {
      "header.4.href": ["Link to a page of this site", "second message"],
      "footer.0.heading": ["Column heading is required"],
      "footer.0.links.2.label": ["Link text is required"],
      "footer.0.links": ["A footer column holds at most 10 links"],
      legal: ["The footer's bottom line holds at most 8 links"],
      "header.9.label": ["no such link"],
    });
    expect(errors).toEqual({
      [`${faq.id}:href`]: "Link to a page of this site",
      [`${resources.id}:heading`]: "Column heading is required",
      [`${resources.links[2]!.id}:label`]: "Link text is required",
      [`${resources.id}:links`]: "A footer column holds at most 10 links",
      legal: "The footer's bottom line holds at most 8 links",
    });
  });
});
