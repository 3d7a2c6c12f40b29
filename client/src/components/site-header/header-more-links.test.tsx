import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import type { NavLink } from "@shared/navigation-defaults";
import FittedLinks from "./header-fitted-links";
import { HeaderMoreLinks } from "./header-more-links";
import { PublicHeaderNav } from "./public-header-nav";

const LINKS: NavLink[] = [
  { label: "Careers", href: "/page/careers" },
  { label: "Contact Us", href: "/contact" },
  { label: "Blog", href: "https://blog.example.com/" },
];

function renderMore(path = "/", links = LINKS) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <HeaderMoreLinks links={links} location={path} place="row" />
      <button type="button">Elsewhere</button>
    </Router>,
  );
  return { location, button: screen.getByRole("button", { name: /^More/ }) };
}

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;

describe("the header's More disclosure", () => {
  it("is a button that shows and hides a list of links, by Enter and by Space; Tab goes through its links", async () => {
    const user = userEvent.setup();
    const { button } = renderMore();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(button)).not.toBeVisible();
    expect(screen.queryByRole("menu")).toBeNull();

    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = panelOf(button);
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Careers", "Contact Us", "Blog"]);
    await user.tab();
    expect(within(panel).getByRole("link", { name: "Careers" })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole("link", { name: "Contact Us" })).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("closes on Escape from one of its links and gives the focus back to the button", async () => {
    const user = userEvent.setup();
    const { button } = renderMore();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole("link", { name: "Careers" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes on a click outside it, and when the focus moves past its last link", async () => {
    const user = userEvent.setup();
    const { button } = renderMore();
    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "Blog" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps aria-current on the current page's link inside it, and marks the button by more than colour", async () => {
    const user = userEvent.setup();
    const { button } = renderMore("/contact");
    expect(button).toHaveAccessibleName("More (holds the current page)");
    expect(button).toHaveClass("underline");
    await user.click(button);
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Careers" })).not.toHaveAttribute("aria-current");
  });

  it("is a plain More button while the current page is in the row instead", () => {
    const { button } = renderMore("/about");
    expect(button).toHaveAccessibleName("More");
    expect(button).not.toHaveClass("underline");
  });

  it("closes once a link is chosen, the page already shown included", async () => {
    const user = userEvent.setup();
    const { button, location } = renderMore("/contact");
    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Careers" }));
    expect(location.history.at(-1)).toBe("/page/careers");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

describe("the header's row of links", () => {
  afterEach(() => vi.restoreAllMocks());

  /** Lays the nav out as a browser would: `room` px for the row, each link 100 px wide and More 60 px, no gaps. */
  function layOut(room: number) {
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "NAV" ? room : 0;
    });
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const width =
        this.tagName === "NAV" ? room : this.tagName === "LI" ? (this.textContent === "More" ? 60 : 100) : 0;
      return { width, height: 44, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 44, toJSON: () => ({}) };
    });
  }

  const EIGHT = Array.from({ length: 8 }, (_, index) => ({ label: `Link ${index + 1}`, href: `/page/p${index + 1}` }));

  const Fitted = () => (
    <nav aria-label="Main">
      <FittedLinks links={EIGHT} place="row" rowClass="" gap="" />
    </nav>
  );

  function renderNav(path: string, nav = <Fitted />) {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path }).hook}>{nav}</Router>
      </QueryClientProvider>,
    );
    return screen.getByRole("navigation", { name: "Main" });
  }

  it("shows the links that fit in menu order and puts the rest under More, the current one keeping aria-current", async () => {
    const user = userEvent.setup();
    layOut(470);
    const nav = renderNav("/page/p6");
    // 4 × 100 + More's 60 = 460 fits in 470; a fifth link would not.
    const row = nav.querySelector("ul")!;
    expect(
      within(row)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Link 1", "Link 2", "Link 3", "Link 4"]);
    const more = within(nav).getByRole("button", { name: "More (holds the current page)" });
    await user.click(more);
    const panel = panelOf(more);
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Link 5", "Link 6", "Link 7", "Link 8"]);
    expect(within(panel).getByRole("link", { name: "Link 6" })).toHaveAttribute("aria-current", "page");
  });

  it("has no More button when every link fits", () => {
    layOut(1000);
    const nav = renderNav("/");
    expect(within(nav).getAllByRole("link")).toHaveLength(8);
    expect(within(nav).queryByRole("button")).toBeNull();
  });

  it("keeps every link in the row, without loading More, while none wraps off it", () => {
    layOut(470);
    const nav = renderNav("/", <PublicHeaderNav links={EIGHT} />);
    // The row reports no wrapped link (jsdom lays nothing out): all eight stay.
    expect(within(nav).getAllByRole("link")).toHaveLength(8);
    expect(within(nav).queryByRole("button")).toBeNull();
  });

  it("loads More once a link wraps off the row", async () => {
    layOut(470);
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "UL" ? 100 : 0;
    });
    const nav = renderNav("/", <PublicHeaderNav links={EIGHT} />);
    expect(await within(nav).findByRole("button", { name: "More" })).toHaveAttribute("aria-expanded", "false");
    expect(within(nav.querySelector("ul")!).getAllByRole("link")).toHaveLength(4);
  });

  it("loads More once the web font has arrived and made a link wrap off the row", async () => {
    layOut(470);
    // jsdom has no document.fonts: a font set that only dispatches events stands in for the browser's.
    const fonts = new EventTarget();
    Object.defineProperty(document, "fonts", { value: fonts, configurable: true });
    try {
      const nav = renderNav("/", <PublicHeaderNav links={EIGHT} />);
      expect(within(nav).queryByRole("button")).toBeNull();
      // The wider letters push a link below the row, which keeps its size: only the font's arrival says so.
      vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
        return this.tagName === "UL" ? 100 : 0;
      });
      act(() => void fonts.dispatchEvent(new Event("loadingdone")));
      expect(await within(nav).findByRole("button", { name: "More" })).toBeVisible();
      expect(within(nav.querySelector("ul")!).getAllByRole("link")).toHaveLength(4);
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });
});
