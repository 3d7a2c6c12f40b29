import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
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
// Through the section the home page renders: it makes the request and loads the strip's code.
const renderStrip = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestimonialsSection />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

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

  it("shows real testimonials unlabelled, and previous/next scroll by 300 px", async () => {
    respond(200, [
      {
        id: 1,
        clientName: "Acme",
        personName: "Jo",
        personTitle: "Editor",
        content: "Great.",
        avatarUrl: null,
        companyLogoUrl: null,
      },
    ]);
    renderStrip();
    const list = await screen.findByRole("list", { name: "Testimonials" });
    expect(within(list).getByText("“Great.”")).toBeInTheDocument();
    expect(within(list).queryByText("Example")).toBeNull();
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next testimonials" }));
    await user.click(screen.getByRole("button", { name: "Previous testimonials" }));
    expect(scrollBy.mock.calls.map(([arg]) => (arg as ScrollToOptions).left)).toEqual([300, -300]);
  });

  it("shows the heading and a spinner until the strip is ready; previous/next then show tooltips on focus", async () => {
    respond(200, [
      {
        id: 1,
        clientName: "Acme",
        personName: "Jo",
        personTitle: "Editor",
        content: "Great.",
        avatarUrl: null,
        companyLogoUrl: null,
      },
    ]);
    renderStrip();
    expect(screen.getByRole("heading", { name: "What People Say About Us" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading testimonials");
    expect(await screen.findByRole("list", { name: "Testimonials" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();

    const user = userEvent.setup();
    await user.tab();
    const previous = screen.getByRole("button", { name: "Previous testimonials" });
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
