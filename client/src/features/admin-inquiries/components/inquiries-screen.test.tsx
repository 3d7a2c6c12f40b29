import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { InquiryListPage, InquirySummary } from "@shared/admin-lists";
import { inquiryRow } from "@shared/test/rows";
import InquiriesScreen from "./inquiries-screen";

beforeEach(() => window.history.replaceState(null, "", "/admin/inquiries"));
afterEach(() => vi.unstubAllGlobals());

const summary = (id: number): InquirySummary => ({
  id,
  fullName: `Person ${id}`,
  designation: "Head of Digital",
  companyEmail: `person${id}@acme.example`,
  status: "new",
  createdAt: new Date(Date.now() - id * 3_600_000),
  updatedAt: new Date(),
});

const COUNTS = { all: 120, new: 70, in_review: 30, responded: 20 };

/**
 * A server holding `total` inquiries for the query asked. Each answer lists the first few inquiries of its page by
 * their numbers (the table's 50 rows are not what is tested).
 */
function answer(query: URLSearchParams, total = 120): InquiryListPage {
  const page = Number(query.get("page"));
  const pageSize = Number(query.get("pageSize"));
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(5, total - first + 1));
  return {
    items: Array.from({ length: count }, (_, i) => summary(first + i)),
    total,
    page,
    pageSize,
    counts: { ...COUNTS, all: total },
  };
}

const listCalls = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.method === "GET" && c.url.startsWith("/api/inquiries?"))
    .map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));

function renderScreen(handler: (query: URLSearchParams, call: FetchCall) => { status?: number; body?: unknown }) {
  const calls = mockFetch((call) =>
    call.url.startsWith("/api/inquiries?")
      ? handler(new URL(call.url, "http://x").searchParams, call)
      : { status: 204 },
  );
  renderWithClient(
    <HelmetProvider>
      <InquiriesScreen />
    </HelmetProvider>,
  );
  return calls;
}

describe("InquiriesScreen", () => {
  it("shows the newest 50, the count of each status in the tabs, and pages by keyboard with the address following", async () => {
    const calls = renderScreen((query) => ({ body: answer(query) }));
    expect(await screen.findByRole("table", { name: "All Inquiries, newest first, page 1 of 3" })).toBeVisible();
    expect(listCalls(calls)[0]).toEqual({ page: "1", pageSize: "50" });
    expect(screen.getByRole("tab", { name: "New 70" })).toBeVisible();
    expect(screen.getByRole("tab", { name: "All Inquiries 120" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("120 inquiries")).toHaveAttribute("role", "status");

    expect(screen.getByRole("button", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");
    screen.getByRole("button", { name: "Next page" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("table", { name: /page 2 of 3/ })).toHaveTextContent("Person 51");
    expect(window.location.search).toBe("?page=2");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("table", { name: /page 3 of 3/ })).toHaveTextContent("Person 101");
    expect(screen.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Next page" })).toHaveFocus();
    expect(listCalls(calls).map((q) => q.page)).toEqual(["1", "2", "3"]);
  });

  it("filters on the server by the chosen tab, starting again at page 1", async () => {
    window.history.replaceState(null, "", "/admin/inquiries?page=2");
    const calls = renderScreen((query) => ({ body: answer(query, query.get("status") ? 30 : 120) }));
    await screen.findByRole("table", { name: /page 2 of 3/ });
    await userEvent.click(screen.getByRole("tab", { name: /In Review/ }));
    expect(await screen.findByRole("table", { name: "In Review, newest first, page 1 of 1" })).toBeVisible();
    expect(listCalls(calls).at(-1)).toEqual({ page: "1", pageSize: "50", status: "in_review" });
    expect(window.location.search).toBe("?status=in_review");
    expect(screen.queryByRole("navigation", { name: "Inquiry pages" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: /All Inquiries/ }));
    await screen.findByRole("table", { name: /All Inquiries, newest first, page 1 of 3/ });
    expect(listCalls(calls).at(-1)).toEqual({ page: "1", pageSize: "50" });
  });

  it("searches once typing pauses, announces what it found, and says when nothing matches", async () => {
    const calls = renderScreen((query) => {
      const search = query.get("search");
      return { body: answer(query, search === "acme" ? 3 : search ? 0 : 120) };
    });
    await screen.findByRole("table");
    const field = screen.getByRole("searchbox", { name: "Search inquiries" });
    expect(field).toHaveAccessibleDescription("By name or e-mail address");
    await userEvent.type(field, "  acme ");
    expect(await screen.findByText("3 inquiries matching “acme”")).toHaveAttribute("role", "status");
    // One request for what was typed, not one per key.
    expect(listCalls(calls).filter((q) => q.search)).toEqual([{ page: "1", pageSize: "50", search: "acme" }]);
    expect(window.location.search).toBe("?search=acme");
    expect(field).toHaveValue("  acme ");

    await userEvent.clear(field);
    await userEvent.type(field, "zzz{Enter}");
    expect(await screen.findByText("No inquiries found")).toBeVisible();
    expect(screen.getByText("No inquiry's name or e-mail address contains “zzz”.")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("0 inquiries matching “zzz”");
  });

  it("offers the rows of the tab and search on screen as a CSV download, whatever page is shown", async () => {
    window.history.replaceState(null, "", "/admin/inquiries?page=2");
    renderScreen((query) => ({ body: answer(query) }));
    await screen.findByRole("table", { name: /page 2 of 3/ });
    const link = () => screen.getByRole("link", { name: /^Export CSV/ });
    expect(link()).toHaveAccessibleName("Export CSV of all inquiries");
    expect(link()).toHaveAttribute("href", "/api/inquiries/export.csv");
    expect(link()).toHaveAttribute("download");

    await userEvent.click(screen.getByRole("tab", { name: /In Review/ }));
    await screen.findByRole("table", { name: /^In Review/ });
    expect(link()).toHaveAttribute("href", "/api/inquiries/export.csv?status=in_review");
    expect(link()).toHaveAccessibleName("Export CSV of In Review inquiries");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search inquiries" }), " Zoë & co ");
    await waitFor(() =>
      expect(link()).toHaveAttribute("href", "/api/inquiries/export.csv?status=in_review&search=Zo%C3%AB+%26+co"),
    );
    expect(link()).toHaveAccessibleName("Export CSV of In Review inquiries matching “Zoë & co”");

    await userEvent.click(screen.getByRole("tab", { name: /All Inquiries/ }));
    await waitFor(() => expect(link()).toHaveAttribute("href", "/api/inquiries/export.csv?search=Zo%C3%AB+%26+co"));
  });

  it("moves to the last page when the one in the address no longer exists", async () => {
    window.history.replaceState(null, "", "/admin/inquiries?page=7");
    const calls = renderScreen((query) => ({ body: answer(query, 60) }));
    await waitFor(() => expect(screen.getByRole("table", { name: /page 2 of 2/ })).toHaveTextContent("Person 51"));
    expect(listCalls(calls).map((q) => q.page)).toEqual(["7", "2"]);
    expect(window.location.search).toBe("?page=2");
  });

  it("fetches the page shown again after an inquiry on it is deleted", async () => {
    window.history.replaceState(null, "", "/admin/inquiries?page=2&status=new");
    const calls = renderScreen((query) => ({ body: answer(query) }));
    await screen.findByRole("table", { name: /page 2 of 3/ });
    await userEvent.click(screen.getByRole("button", { name: "Delete inquiry from Person 55" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/inquiries/55")).toBe(true));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]).toEqual({ page: "2", pageSize: "50", status: "new" });
  });

  it("says so when the list cannot be loaded", async () => {
    renderScreen(() => ({ status: 500, body: { message: "boom" } }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Failed to load inquiries: 500/);
  });

  it("opens the inquiry an address names with ?open= (the link in the team's e-mail), and forgets it once closed", async () => {
    window.history.replaceState(null, "", "/admin/inquiries?open=7");
    const grace = inquiryRow({ id: 7, fullName: "Grace Hopper", goals: ["Audit our app"], status: "in_review" });
    mockFetch((call) => {
      if (call.url.startsWith("/api/inquiries?")) return { body: answer(new URL(call.url, "http://x").searchParams) };
      if (call.url === "/api/inquiries/7") return { body: grace };
      if (call.url === "/api/inquiries/7/responses") return { body: [] };
      return { status: 204 };
    });
    renderWithClient(
      <HelmetProvider>
        <InquiriesScreen />
      </HelmetProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Inquiry Details" });
    expect(dialog).toHaveAccessibleDescription("From Grace Hopper");
    expect(await within(dialog).findByText("Audit our app")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.search).toBe("");
  });

  it("says so when the inquiry an address names cannot be found", async () => {
    window.history.replaceState(null, "", "/admin/inquiries?open=99");
    mockFetch((call) =>
      call.url.startsWith("/api/inquiries?")
        ? { body: answer(new URL(call.url, "http://x").searchParams) }
        : { status: 404, body: { message: "Inquiry 99 was not found" } },
    );
    renderWithClient(
      <HelmetProvider>
        <InquiriesScreen />
      </HelmetProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Inquiry 99 could not be opened: Inquiry 99 was not found",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("warns while e-mails about new inquiries fail, with the mail server's answer, and not when they go", async () => {
    let failing = 2;
    mockFetch((call) => {
      if (call.url.startsWith("/api/inquiries?")) return { body: answer(new URL(call.url, "http://x").searchParams) };
      if (call.url === "/api/inquiries/notifications/status")
        return {
          body: {
            failing,
            lastError: failing ? "550 Mailbox unavailable" : null,
            lastFailedAt: failing ? new Date(Date.now() - 5 * 60_000).toISOString() : null,
          },
        };
      return { status: 204 };
    });
    const { client } = renderWithClient(
      <HelmetProvider>
        <InquiriesScreen />
      </HelmetProvider>,
    );
    const warning = await screen.findByText("2 e-mails about new inquiries could not be sent.");
    const box = warning.closest("div")!;
    expect(box).toHaveTextContent("The mail server's last answer 5 minutes ago: “550 Mailbox unavailable”.");
    // Relative to the admin area's router, which the screen is rendered without here.
    expect(within(box).getByRole("link", { name: "Site Settings" })).toHaveAttribute("href", "/settings");

    failing = 0;
    await client.invalidateQueries();
    await waitFor(() => expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument());
    expect(await screen.findByRole("table")).toBeVisible();
  });
});
