import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithClient } from "@/test/test-utils";
import { fitSummary, HeaderPreview, linksShown } from "./header-preview";

const links = (...labels: string[]) => labels.map((label) => ({ label, href: "/faq" }));

describe("the header preview on the Navigation screen", () => {
  it("says in words how many links show at 1280 px and which go under More", () => {
    expect(fitSummary(links("Services", "FAQ"), 2)).toBe("At 1280 px wide, all 2 links show in the header.");
    expect(fitSummary(links("Services"), 1)).toBe("At 1280 px wide, the link shows in the header.");
    expect(fitSummary(links("Services", "FAQ", "Careers", "Contact Us"), 2)).toBe(
      "At 1280 px wide, 2 links show in the header and 2 go under More: Careers, Contact Us.",
    );
    expect(fitSummary(links("Services", "FAQ"), 1)).toBe(
      "At 1280 px wide, 1 link shows in the header and 1 goes under More: FAQ.",
    );
    expect(fitSummary([], 0)).toBe("At 1280 px wide, the header shows no links.");
  });

  it("previews only the links the site would show: none without a text, none to an unpublished page", () => {
    const draft = [
      { label: "Careers", href: "/page/careers" },
      { label: "Draft", href: "/page/draft" },
      { label: "  ", href: "/faq" },
      { label: "Blog", href: "https://blog.example.com/" },
    ];
    expect(linksShown(draft, new Set(["careers"])).map((link) => link.label)).toEqual(["Careers", "Blog"]);
    // Until the pages have loaded, a page link counts as shown.
    expect(linksShown(draft, undefined).map((link) => link.label)).toEqual(["Careers", "Draft", "Blog"]);
  });

  it("shows the real header, out of reach of the keyboard and hidden from screen readers, beside its summary", () => {
    renderWithClient(<HeaderPreview links={links("Services", "FAQ")} />);
    expect(screen.getByRole("heading", { name: "How the header looks" })).toBeInTheDocument();
    expect(screen.getByText("At 1280 px wide, all 2 links show in the header.")).toBeInTheDocument();
    // Hidden from assistive technology: no second "Main" navigation on the admin screen.
    expect(screen.queryByRole("navigation")).toBeNull();
    const picture = screen.getByText("Services", { selector: "a" }).closest("[inert]");
    expect(picture).toHaveAttribute("aria-hidden", "true");
  });
});
