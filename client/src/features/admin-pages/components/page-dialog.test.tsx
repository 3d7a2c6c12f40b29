import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { stubEditorLayout } from "@/test/editor-layout";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { asLoaded, LOADED_VERSION, STALE } from "@/test/versions";
import type { MenuPlace, PageWithLinks } from "@shared/page-links";
import { pageRow } from "@shared/test/rows";
import { pageQuery } from "../api/get-pages";
import { PageDialog } from "./page-dialog";

afterEach(() => vi.unstubAllGlobals());

beforeAll(stubEditorLayout);

/** The content as HTML source: the editor's HTML view, whose textarea is then 'Page Content'. */
export async function htmlSource() {
  await userEvent.click(await screen.findByRole("button", { name: "HTML" }));
  return screen.getByRole("textbox", { name: "Page Content" });
}

/** A query client that already has the site's settings, with `zone` as the site's time zone. */
export function clientInZone(zone = "UTC") {
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, [{ settingKey: "siteTimeZone", settingValue: zone }]);
  return client;
}

/**
 * The dialog adding a page (null), or editing `page`, which the server is taken to have sent already; the site's
 * time zone is `zone`.
 */
export function renderDialog(
  page: PageWithLinks | null,
  onOpenChange: (open: boolean) => void = () => {},
  zone = "UTC",
) {
  const client = clientInZone(zone);
  if (page) client.setQueryData(pageQuery(page.id).queryKey, page);
  return renderWithClient(<PageDialog open onOpenChange={onOpenChange} page={page} />, client);
}

// A draft: publishing it is part of what these tests do.
const existing = pageRow({ isPublished: false });

describe("PageDialog opened from the list", () => {
  it("fetches the page whole, since the list has no content, and edits what the server sent", async () => {
    const { content: _content, metaTitle: _metaTitle, metaDescription: _metaDescription, ...summary } = existing;
    const calls = mockFetch(({ url }) =>
      url === "/api/pages/3" ? { body: { ...existing, metaTitle: "About the company" } } : { status: 404 },
    );
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={summary} />, clientInZone());
    expect(await screen.findByLabelText("Meta Title")).toHaveValue("About the company");
    const content = await screen.findByRole("textbox", { name: "Page Content" }, { timeout: 10_000 });
    expect(content).toHaveTextContent("Hi");
    expect(calls.map((c) => c.url)).toContain("/api/pages/3");
  });

  it("says so when the page cannot be loaded", async () => {
    mockFetch(() => ({ status: 404, body: { message: "Page 3 was not found" } }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={existing} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the page: Page 3 was not found");
  });
});

describe("PageDialog", () => {
  it("generates the slug from the title and shows where the page will live", async () => {
    mockFetch(() => ({ status: 500 }));
    renderDialog(null);
    await userEvent.type(screen.getByLabelText("Page Title"), "Case Study: Big Publisher!");
    expect(screen.getByLabelText("URL Slug")).toHaveValue("case-study-big-publisher");
    expect(screen.getByText("The page will be accessible at /page/case-study-big-publisher")).toBeVisible();
  });

  it("leaves a slug the administrator typed alone", async () => {
    mockFetch(() => ({ status: 500 }));
    renderDialog(null);
    await userEvent.type(screen.getByLabelText("URL Slug"), "my-slug");
    await userEvent.type(screen.getByLabelText("Page Title"), "Something Else");
    expect(screen.getByLabelText("URL Slug")).toHaveValue("my-slug");
  });

  it("does not rename an existing page's slug when its title changes", async () => {
    mockFetch(() => ({ status: 500 }));
    renderDialog(existing);
    await userEvent.type(screen.getByLabelText("Page Title"), " Again");
    expect(screen.getByLabelText("URL Slug")).toHaveValue("about-us-page");
    expect(screen.getByLabelText("Publish page")).not.toBeChecked();
  });

  it("requires content with its required message and focuses the first invalid field", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderDialog(null);
    await userEvent.type(screen.getByLabelText("Page Title"), "Hello");
    await userEvent.type(await htmlSource(), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Create Page" }));
    expect(await screen.findByText("Page content is required")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Page Content" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Page Content" })).toHaveAccessibleDescription(
      /Page content is required/,
    );
    expect(calls).toHaveLength(0);
  });

  it("shows a duplicate slug from the server on the slug field", async () => {
    mockFetch(() => ({
      status: 409,
      body: { message: "Slug taken", fieldErrors: { slug: ["A page with this slug already exists"] } },
    }));
    const onOpenChange = vi.fn();
    renderDialog(null, onOpenChange);
    await userEvent.type(screen.getByLabelText("Page Title"), "Hello");
    await userEvent.type(await htmlSource(), "<p>Hello</p>");
    await userEvent.click(screen.getByRole("button", { name: "Create Page" }));
    // Saving a published page runs the accessibility check first, which takes a moment in jsdom.
    expect(await screen.findByText("A page with this slug already exists", {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("URL Slug")).toHaveFocus());
    expect(onOpenChange).not.toHaveBeenCalled();
  }, 20_000);
});

describe("PageDialog for a page the menus link to", () => {
  const LOCKED =
    "The footer links to this page, so it cannot be deleted, unpublished or given another slug. Remove it from the footer menu first.";
  const WARNING = "The menu links to this page; unpublishing or deleting it removes that link.";
  const privacy = {
    ...existing,
    title: "Privacy Policy",
    slug: "privacy",
    content: "<h2>What we collect</h2><p>Logs.</p>",
    isPublished: true,
    linkedFrom: ["footer"] as MenuPlace[],
  };

  it("says why a footer-linked legal page keeps its slug and stays published, and still saves its words", async () => {
    const calls = mockFetch(({ method }) => (method === "PUT" ? { body: privacy } : { body: [] }));
    renderDialog(privacy);
    expect(screen.getByText(LOCKED)).toBeVisible();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    const slug = screen.getByLabelText("URL Slug");
    expect(slug).toHaveAttribute("readonly");
    expect(slug).toHaveAccessibleDescription("The page is at /privacy; the footer links to it there.");
    expect(screen.queryByLabelText("Publish page")).not.toBeInTheDocument();
    expect(screen.getByText("Published: this page stays visible while the footer links to it.")).toBeVisible();

    await userEvent.type(screen.getByLabelText("Page Title"), " (2026)");
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1), { timeout: 10_000 });
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      title: "Privacy Policy (2026)",
      slug: "privacy",
      isPublished: true,
    });
  }, 20_000);

  it("warns about another linked page, which may still be unpublished or moved", () => {
    mockFetch(() => ({ body: [] }));
    const news = { ...existing, slug: "news", isPublished: true, linkedFrom: ["header"] as MenuPlace[] };
    renderDialog(news);
    expect(screen.getByText(WARNING)).toBeVisible();
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
    expect(screen.getByLabelText("URL Slug")).not.toHaveAttribute("readonly");
    expect(screen.getByLabelText("Publish page")).toBeChecked();
  });

  it("says nothing about menus for a page no menu links to", () => {
    mockFetch(() => ({ body: [] }));
    renderDialog(existing);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  });
});

describe("PageDialog when someone else saved first", () => {
  it("sends the updatedAt it loaded, and shows the server's 409 message in the failure toast", async () => {
    const loaded = asLoaded(existing);
    const calls = mockFetch(({ method }) =>
      method === "PUT" ? { status: 409, body: { message: STALE } } : { body: [] },
    );
    const onOpenChange = vi.fn();
    const client = createQueryClient();
    client.setQueryData(pageQuery(loaded.id).queryKey, loaded);
    renderWithClient(
      <>
        <PageDialog open onOpenChange={onOpenChange} page={loaded} />
        <Toaster />
      </>,
      client,
    );
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    expect(await screen.findByText(STALE)).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      title: "About Us",
      updatedAt: LOADED_VERSION,
    });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
