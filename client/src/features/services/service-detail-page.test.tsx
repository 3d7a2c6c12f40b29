import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serviceDetail } from "@/content/services";
import { createQueryClient } from "@/lib/query-client";
import { servicesQuery } from "@/lib/services-query";
import { serviceRows as rows } from "@/test/services";
import ServiceDetailPage from "./service-detail-page";

afterEach(() => vi.unstubAllGlobals());

function renderService(id: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200 })),
  );
  const client = createQueryClient();
  client.setQueryData(servicesQuery.queryKey, rows);
  return render(
    <HelmetProvider>
      <QueryClientProvider client={client}>
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

describe("service page content", () => {
  it("shows the service's own text, its features and the other services as related", () => {
    renderService("epub");
    expect(screen.getByRole("heading", { level: 1, name: "Accessible EPUB" })).toBeVisible();
    expect(screen.getByText(serviceDetail)).toBeVisible();
    expect(screen.getByText("Validation with EPUBCheck and Ace by DAISY")).toBeVisible();
    const related = screen.getByRole("region", { name: "Related Services" });
    expect(within(related).getAllByRole("link")).toHaveLength(7);
    expect(within(related).queryByRole("link", { name: "Accessible EPUB" })).toBeNull();
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
