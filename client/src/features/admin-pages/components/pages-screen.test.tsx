import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { PageListPage, PageSummary } from "@shared/admin-lists";
import type { MenuPlace } from "@shared/page-links";
import PagesScreen from "./pages-screen";

beforeEach(() => window.history.replaceState(null, "", "/admin/pages"));
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, title: string, slug: string, linkedFrom: MenuPlace[] = []): PageSummary => ({
  id,
  title,
  slug,
  isPublished: true,
  publishAt: null,
  unpublishAt: null,
  createdAt: new Date("2026-01-01T00:00:00.000Z"),
  updatedAt: new Date("2026-01-01T00:00:00.000Z"),
  linkedFrom,
});

/** One page of the list as the server answers it. */
const listOf = (items: PageSummary[], total = items.length, page = 1): PageListPage => ({
  items,
  total,
  page,
  pageSize: 50,
});

const listCalls = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.method === "GET" && c.url.startsWith("/api/pages?"))
    .map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));

function renderScreen(handler: (query: URLSearchParams) => { status?: number; body?: unknown }) {
  const calls = mockFetch((call) =>
    call.url.startsWith("/api/pages?") ? handler(new URL(call.url, "http://x").searchParams) : { status: 204 },
  );
  renderWithClient(<PagesScreen />);
  return calls;
}

describe("Page Management and the menus", () => {
  it("says under a footer-linked legal page why it cannot be deleted, and offers no delete", async () => {
    renderScreen(() => ({ body: listOf([row(1, "Privacy Policy", "privacy", ["footer"]), row(2, "News", "news")]) }));
    const privacy = (await screen.findByRole("rowheader", { name: /Privacy Policy/ })).closest("tr")!;
    expect(within(privacy).getByText("In the footer menu: cannot be deleted, unpublished or moved")).toBeVisible();
    expect(within(privacy).getByText("/privacy")).toBeVisible();
    const remove = within(privacy).getByRole("button", { name: "Delete Privacy Policy" });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription("In the footer menu: cannot be deleted, unpublished or moved");
    expect(screen.getByRole("button", { name: "Delete News" })).toBeEnabled();
  });

  it("warns before deleting another page a menu links to", async () => {
    renderScreen(() => ({ body: listOf([row(2, "News", "news", ["header"])]) }));
    expect(await screen.findByText("In the header menu")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Delete News" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete News?" });
    expect(confirm).toHaveTextContent(
      "The menu links to this page; unpublishing or deleting it removes that link. Are you sure you want to delete this page?",
    );
  });
});

describe("Page Management's schedule", () => {
  it("says when a draft goes live and when a published page comes down, in the site's time zone", async () => {
    mockFetch((call) =>
      call.url.startsWith("/api/pages?")
        ? {
            body: listOf([
              { ...row(1, "Summer Sale", "summer-sale"), isPublished: false, publishAt: "2030-07-01T08:00:00.000Z" },
              { ...row(2, "Winter Offer", "winter-offer"), unpublishAt: "2030-01-15T17:30:00.000Z" },
              { ...row(3, "Notes", "notes"), isPublished: false },
            ] as unknown as PageSummary[]),
          }
        : { status: 204 },
    );
    const client = createQueryClient();
    client.setQueryData(settingsQuery.queryKey, [{ settingKey: "siteTimeZone", settingValue: "Europe/London" }]);
    renderWithClient(<PagesScreen />, client);
    const rowOf = async (title: string) =>
      (await screen.findByRole("rowheader", { name: new RegExp(title) })).closest("tr")!;
    // 08:00 UTC in July is 09:00 in London; 17:30 UTC in January is 17:30 there.
    const sale = await rowOf("Summer Sale");
    expect(within(sale).getByText("Scheduled · 1 Jul 2030, 09:00")).toBeVisible();
    expect(within(sale).getByRole("rowheader")).toHaveTextContent("Summer Sale (draft, scheduled)");
    expect(within(await rowOf("Winter Offer")).getByText("Goes down · 15 Jan 2030, 17:30")).toBeVisible();
    expect(within(await rowOf("Notes")).getByText("Draft")).toBeVisible();
  });
});

describe("Page Management with many pages", () => {
  // 120 pages, 50 to a page; each answer lists the first few of its page (the table's rows are not what is tested).
  const pageOf = (query: URLSearchParams) => {
    const page = Number(query.get("page"));
    const items = Array.from({ length: 3 }, (_, i) => {
      const n = (page - 1) * 50 + i + 1;
      return row(n, `Resource ${n}`, `resource-${n}`);
    });
    return listOf(items, 120, page);
  };

  it("asks for 50 pages at a time and pages with Previous and Next, keeping the page in the address", async () => {
    const calls = renderScreen((query) => ({ body: pageOf(query) }));
    expect(await screen.findByRole("table", { name: "Pages (drafts are shown dimmed), page 1 of 3" })).toBeVisible();
    expect(screen.getByText("120 pages")).toHaveAttribute("role", "status");
    expect(listCalls(calls)[0]).toEqual({ page: "1", pageSize: "50" });

    const pager = screen.getByRole("navigation", { name: "Page list pages" });
    await userEvent.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("table", { name: /page 2 of 3/ })).toHaveTextContent("Resource 51");
    expect(window.location.search).toBe("?page=2");
    await userEvent.click(within(pager).getByRole("button", { name: "Previous page" }));
    expect(await screen.findByRole("table", { name: /page 1 of 3/ })).toHaveTextContent("Resource 1");
    expect(window.location.search).toBe("");
  });

  it("searches titles and slugs from the labelled field, from page 1, and says when nothing matches", async () => {
    window.history.replaceState(null, "", "/admin/pages?page=3");
    const calls = renderScreen((query) => {
      const search = query.get("search");
      if (search === "privacy") return { body: listOf([row(1, "Privacy Policy", "privacy", ["footer"])]) };
      if (search) return { body: listOf([]) };
      return { body: pageOf(query) };
    });
    await screen.findByRole("table", { name: /page 3 of 3/ });
    const field = screen.getByRole("searchbox", { name: "Search pages" });
    expect(field).toHaveAccessibleDescription("By title or slug");
    await userEvent.type(field, "privacy{Enter}");
    expect(await screen.findByText("1 page matching “privacy”")).toHaveAttribute("role", "status");
    expect(screen.getByRole("table", { name: /page 1 of 1/ })).toHaveTextContent("Privacy Policy");
    expect(listCalls(calls).at(-1)).toEqual({ page: "1", pageSize: "50", search: "privacy" });
    expect(screen.queryByRole("navigation", { name: "Page list pages" })).not.toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, "nothing here{Enter}");
    expect(await screen.findByText("No pages found")).toBeVisible();
    expect(screen.getByText("No page's title or slug contains “nothing here”.")).toBeVisible();
    expect(screen.queryByText(/Add Page" button above/)).not.toBeInTheDocument();
  });

  it("keeps the prompt to add the first page when there are none at all", async () => {
    renderScreen(() => ({ body: listOf([]) }));
    expect(await screen.findByText("No pages found")).toBeVisible();
    expect(screen.getByText('Click the "Add Page" button above to add your first page.')).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("0 pages");
  });

  it("shows the list's failure message", async () => {
    renderScreen(() => ({ status: 500, body: { message: "boom" } }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch pages"));
  });
});

describe("Deleting a page", () => {
  function renderWithPages(pages: PageSummary[]) {
    const calls = mockFetch((call) =>
      call.method === "DELETE"
        ? { status: 204 }
        : call.url === "/api/pages"
          ? { body: pages }
          : call.url.startsWith("/api/pages?")
            ? { body: listOf(pages) }
            : { status: 204 },
    );
    renderWithClient(<PagesScreen />);
    return calls;
  }

  it("offers to send a published page's visitors to another published page, nowhere by default", async () => {
    const draft = { ...row(3, "Draft", "draft"), isPublished: false };
    const calls = renderWithPages([row(1, "Spring Offer", "spring-offer"), row(2, "Offers", "offers"), draft]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Spring Offer" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Spring Offer?" });
    const choice = within(confirm).getByRole("combobox", { name: "Send visitors of /page/spring-offer to:" });
    expect(choice).toHaveValue("");
    await within(confirm).findByRole("option", { name: "Offers (/page/offers)" });
    expect(
      within(choice)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Nowhere (the address will answer Not found)", "Offers (/page/offers)"]);
    await userEvent.selectOptions(choice, "/page/offers");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "DELETE")).toMatchObject({
        url: "/api/pages/1",
        body: { redirectTo: "/page/offers" },
      }),
    );
  });

  it("asks nothing more for a draft, whose address never answered", async () => {
    const calls = renderWithPages([{ ...row(3, "Draft", "draft"), isPublished: false }]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Draft" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Draft?" });
    expect(within(confirm).queryByRole("combobox")).toBeNull();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.find((call) => call.method === "DELETE")).toMatchObject({ url: "/api/pages/3" }));
    expect(calls.find((call) => call.method === "DELETE")?.body).toBeUndefined();
  });
});
