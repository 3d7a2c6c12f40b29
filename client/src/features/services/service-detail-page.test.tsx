import { render, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import ServiceDetailPage from "./service-detail-page";

afterEach(() => vi.unstubAllGlobals());

function renderService(id: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200 })),
  );
  return render(
    <HelmetProvider>
      <QueryClientProvider client={createQueryClient()}>
        <ServiceDetailPage id={id} />
      </QueryClientProvider>
    </HelmetProvider>,
  );
}

describe("service page breadcrumb", () => {
  it("is an ordered list Home > Services > title with hidden chevrons and the current page marked", () => {
    renderService("pdf");
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Home", "Services", "Accessible PDF (PDF/UA) Remediation"]);
    // The separators are chevron icons, hidden from assistive technology, not "/" characters.
    expect(nav.querySelectorAll("li")).toHaveLength(3);
    for (const item of items.slice(0, 2)) {
      expect(item.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    }
    expect(within(items[0]!).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(items[1]!).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    expect(items[2]).toHaveAttribute("aria-current", "page");
    expect(items[2]!.querySelector("svg")).toBeNull();
  });
});

describe("Service Not Found", () => {
  it("has a title and a meta description", async () => {
    renderService("braille");
    expect(screen.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Service Not Found | AccessAble Content"));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "This service does not exist or has been moved.",
    );
  });
});
