import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import ContentPage from "./content-page";

afterEach(() => vi.unstubAllGlobals());

function renderPage(pageStatus: number) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url.startsWith("/api/settings")
        ? new Response("[]", { status: 200 })
        : new Response(JSON.stringify({ message: "no" }), { status: pageStatus }),
    ),
  );
  render(
    <HelmetProvider>
      <QueryClientProvider client={createQueryClient()}>
        <ContentPage slug="missing" />
      </QueryClientProvider>
    </HelmetProvider>,
  );
}

const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");

describe("content page states", () => {
  it("a page that does not exist has a title and a meta description", async () => {
    renderPage(404);
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Page Not Found | AccessAble Content"));
    expect(metaDescription()).toBe("This page does not exist or is not published yet.");
  });

  it("a page that failed to load has a title and a meta description", async () => {
    renderPage(500);
    expect(await screen.findByRole("heading", { level: 1, name: "Error" }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Error | AccessAble Content"));
    expect(metaDescription()).toBe("This page could not be loaded. Please try again later.");
  });
});

describe("content page drafts", () => {
  function renderWith(page: object) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.startsWith("/api/settings")
          ? new Response("[]", { status: 200 })
          : new Response(JSON.stringify(page), { status: 200 }),
      ),
    );
    render(
      <HelmetProvider>
        <QueryClientProvider client={createQueryClient()}>
          <ContentPage slug="about" />
        </QueryClientProvider>
      </HelmetProvider>,
    );
  }
  const base = { id: 1, title: "About", slug: "about", content: "<p>Hi</p>", metaTitle: null, metaDescription: null };

  it("tells the administrator previewing a draft that it is not published and visitors cannot see it", async () => {
    renderWith({ ...base, isPublished: false });
    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Preview — not published. Only administrators see this page; visitors get “page not found” until it is published.",
    );
  });

  it("shows no banner on a published page", async () => {
    renderWith({ ...base, isPublished: true });
    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeVisible();
    expect(screen.queryByText(/Preview — not published/)).toBeNull();
  });

  it("puts the title in the header band the built-in pages have, with the content below it", async () => {
    renderWith({ ...base, isPublished: true });
    const heading = await screen.findByRole("heading", { level: 1, name: "About" });
    // The band of PageIntro (components/ui/page-intro.tsx), as on About, Services and Contact.
    expect(heading.closest(".bg-gradient-to-b")).not.toBeNull();
    expect(screen.getByText("Hi").closest(".content-prose")).not.toBeNull();
    expect(heading.closest(".bg-gradient-to-b")!.contains(screen.getByText("Hi"))).toBe(false);
  });

  it("introduces the page in the band with its meta description, or with nothing when it has none", async () => {
    renderWith({ ...base, isPublished: true, metaDescription: "What we promise our readers." });
    const heading = await screen.findByRole("heading", { level: 1, name: "About" });
    expect(heading.closest(".bg-gradient-to-b")).toHaveTextContent("What we promise our readers.");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows only the title in the band when the page has no meta description", async () => {
    renderWith({ ...base, isPublished: true });
    const heading = await screen.findByRole("heading", { level: 1, name: "About" });
    expect(heading.closest(".bg-gradient-to-b")).toHaveTextContent(/^About$/);
  });
});
