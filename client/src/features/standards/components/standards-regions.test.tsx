import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { standardsRegions } from "@/content/standards";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { standardsQueryKey } from "@shared/bootstrap";
import { StandardsRegions } from "./standards-regions";

afterEach(() => vi.unstubAllGlobals());

// The regions as the API answers them: the four the site is seeded with.
const rows = standardsRegions.map(({ title, subtitle, icon, details }, index) => ({
  id: index + 1,
  title,
  subtitle,
  icon,
  details,
  sortOrder: index,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
}));

const region = (name: RegExp) => screen.getByRole("button", { name });

/** The regions as the server's bootstrap data puts them into the page; a request would fail. */
function renderSeeded() {
  const calls = mockFetch(() => ({ status: 500 }));
  const client = createQueryClient();
  client.setQueryData(standardsQueryKey, rows);
  render(
    <QueryClientProvider client={client}>
      <StandardsRegions />
    </QueryClientProvider>,
  );
  return calls;
}

describe("StandardsRegions", () => {
  it("opens the first region at the start, from the data the page came with", () => {
    const calls = renderSeeded();
    expect(region(/United States/)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Section 508")).toBeVisible();
    for (const name of [/European Union/, /Canada/, /WCAG Standards/]) {
      expect(region(name)).toHaveAttribute("aria-expanded", "false");
    }
    expect(calls).toHaveLength(0);
  });

  it("selects exactly one region at a time", async () => {
    const user = userEvent.setup();
    renderSeeded();
    await user.click(region(/Canada/));
    expect(region(/Canada/)).toHaveAttribute("aria-expanded", "true");
    expect(region(/United States/)).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("AODA (Accessibility for Ontarians with Disabilities Act)")).toBeVisible();
    expect(screen.queryByText("Section 508")).not.toBeInTheDocument();
    await user.click(region(/Canada/));
    expect(region(/Canada/)).toHaveAttribute("aria-expanded", "true");
  });

  it("fetches the regions when the page came without them", async () => {
    const calls = mockFetch(() => ({ body: [rows[2]] }));
    renderWithClient(<StandardsRegions />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading standards");
    expect(await screen.findByRole("button", { name: /Canada/ })).toHaveAttribute("aria-expanded", "true");
    expect(calls.map((c) => c.url)).toEqual(["/api/standards"]);
  });

  it("says when there are no regions, and when they could not be loaded", async () => {
    mockFetch(() => ({ body: [] }));
    const empty = renderWithClient(<StandardsRegions />);
    expect(await screen.findByText("No standards listed yet.")).toBeInTheDocument();
    empty.unmount();

    mockFetch(() => ({ status: 500, body: { message: "Database unavailable" } }));
    renderWithClient(<StandardsRegions />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The standards could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
