import { describe, expect, it } from "vitest";
import { defaultNavigationMenus } from "@shared/navigation";
import { linkedPageSlugs } from "./service";

describe("linkedPageSlugs", () => {
  it("names the content pages each part links to, legal pages by their slug, and nothing else", () => {
    const slugs = linkedPageSlugs({
      header: [
        { label: "Careers", href: "/page/careers" },
        { label: "FAQ", href: "/faq" },
        { label: "Blog", href: "https://blog.example.com/page/not-ours" },
      ],
      footer: [
        { heading: "Company", links: [{ label: "History", href: "/page/history#early-years" }] },
        { heading: "More", links: [{ label: "Home section", href: "/#faq" }] },
      ],
      legal: [
        { label: "Privacy", href: "/privacy" },
        { label: "Terms", href: "/terms" },
        { label: "Sign in", href: "/auth" },
      ],
    });
    expect(slugs).toEqual({
      header: new Set(["careers"]),
      footer: new Set(["history", "privacy", "terms"]),
    });
  });

  it("finds the three legal pages in the footer of the shipped menus, and none in the header", () => {
    expect(linkedPageSlugs(defaultNavigationMenus())).toEqual({
      header: new Set(),
      footer: new Set(["privacy", "terms", "accessibility"]),
    });
  });
});
