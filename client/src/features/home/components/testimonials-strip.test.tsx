import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { TestimonialsSection } from "./testimonials-section";

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}
// Through the section the home page renders, which makes the request.
const renderStrip = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestimonialsSection />
    </QueryClientProvider>,
  );

/**
 * jsdom lays nothing out: every element is 0 px wide. This makes the strip (a list) 400 px wide around 1,200 px of
 * cards, scrolled `scrollLeft` px, as a browser would lay out a row of cards wider than the page.
 */
function pretendCardsOverflow() {
  const width = (value: (el: HTMLElement) => number) => ({
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === "UL" ? value(this) : 0;
    },
  });
  Object.defineProperty(
    HTMLElement.prototype,
    "scrollWidth",
    width(() => 1200),
  );
  Object.defineProperty(
    HTMLElement.prototype,
    "clientWidth",
    width(() => 400),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const acme = {
  id: 1,
  clientName: "Acme",
  personName: "Jo",
  personTitle: "Editor",
  content: "Great.",
  avatarUrl: null,
  companyLogoUrl: null,
};

describe("TestimonialsStrip", () => {
  it("says there are none yet and shows the two samples labelled as examples", async () => {
    respond(200, []);
    renderStrip();
    expect(await screen.findByText("No testimonials available yet")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Example testimonials" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getAllByText("Example")).toHaveLength(2);
  });

  it("shows no examples once an administrator turned them off in Site Settings", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/settings"
          ? new Response(JSON.stringify([{ settingKey: "exampleTestimonialsEnabled", settingValue: "false" }]))
          : new Response("[]"),
      ),
    );
    renderStrip();
    expect(await screen.findByText("No testimonials available yet")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("list", { name: "Example testimonials" })).toBeNull());
    expect(screen.queryByText("Example")).toBeNull();
    expect(screen.queryByText(/these examples show/)).toBeNull();
  });

  it("shows the error text and no cards when loading fails", async () => {
    respond(500, { message: "boom" });
    renderStrip();
    expect(await screen.findByText("Failed to load testimonials")).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows real testimonials unlabelled, and previous/next scroll by 300 px, each doing nothing at its end", async () => {
    pretendCardsOverflow();
    respond(200, [acme]);
    renderStrip();
    const list = await screen.findByRole("list", { name: "Testimonials" });
    expect(within(list).getByText("“Great.”")).toBeInTheDocument();
    expect(within(list).queryByText("Example")).toBeNull();
    expect(list).toHaveAttribute("tabindex", "0");
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    const user = userEvent.setup();
    const previous = await screen.findByRole("button", { name: "Previous testimonials" });
    const next = screen.getByRole("button", { name: "Next testimonials" });
    // At the start there is nothing before.
    expect(previous).toHaveAttribute("aria-disabled", "true");
    await user.click(previous);
    await user.click(next);
    // Scrolled to the end: nothing after.
    list.scrollLeft = 800;
    fireEvent.scroll(list);
    await waitFor(() => expect(next).toHaveAttribute("aria-disabled", "true"));
    expect(previous).not.toHaveAttribute("aria-disabled");
    await user.click(next);
    await user.click(previous);
    expect(scrollBy.mock.calls.map(([arg]) => (arg as ScrollToOptions).left)).toEqual([300, -300]);
  });

  it("shows no previous/next when the cards fit, and the strip then takes no focus", async () => {
    respond(200, [acme]);
    renderStrip();
    const list = await screen.findByRole("list", { name: "Testimonials" });
    expect(screen.queryByRole("button", { name: /testimonials/ })).toBeNull();
    expect(list).not.toHaveAttribute("tabindex");
  });

  it("shows the heading and a spinner until the strip is ready; previous/next then show tooltips on focus", async () => {
    pretendCardsOverflow();
    respond(200, [acme]);
    renderStrip();
    expect(screen.getByRole("heading", { name: "What People Say About Us" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading testimonials");
    expect(await screen.findByRole("list", { name: "Testimonials" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();

    const user = userEvent.setup();
    const previous = await screen.findByRole("button", { name: "Previous testimonials" });
    await user.tab();
    expect(previous).toHaveFocus();
    expect(previous).not.toHaveAttribute("title");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Previous testimonials");
    await user.tab();
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next testimonials");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("offers sized copies of a new avatar and company logo, and shows an older upload as it was", async () => {
    const id = "0123456789abcdef0123456789abcdef";
    respond(200, [
      {
        id: 1,
        clientName: "Acme",
        personName: "Jo",
        personTitle: "Editor",
        content: "Great.",
        avatarUrl: `/uploads/${id}-400x400.jpg`,
        companyLogoUrl: "/uploads/fedcba9876543210fedcba9876543210.png",
      },
    ]);
    const { container } = renderStrip();
    await screen.findByRole("list", { name: "Testimonials" });
    const [avatar, logo] = container.querySelectorAll("figcaption img");
    expect(avatar).toHaveAttribute(
      "srcset",
      `/uploads/${id}-400x400.w160.jpg 160w, /uploads/${id}-400x400.w320.jpg 320w, /uploads/${id}-400x400.jpg 400w`,
    );
    expect(avatar).toHaveAttribute("sizes", "48px");
    expect(avatar).toHaveAttribute("width", "400");
    expect(avatar).toHaveAttribute("loading", "lazy");
    expect(logo).toHaveAttribute("src", "/uploads/fedcba9876543210fedcba9876543210.png");
    expect(logo).not.toHaveAttribute("srcset");
    expect(logo).not.toHaveAttribute("width");
  });
});
