import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { ActivityEntry } from "@shared/schema";
import ActivityScreen from "./activity-screen";

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  createdAt: new Date(Date.now() - id * 60_000),
  userId: 1,
  username: "alice",
  action: "update",
  entityType: "pages",
  entityId: String(id),
  summary: `Page ${id}`,
  ip: "203.0.113.9",
  actor: "user",
  ...over,
});

const activityCalls = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.url.startsWith("/api/activity"))
    .map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));

function renderScreen(handler: (query: URLSearchParams) => { status?: number; body?: unknown }) {
  const calls = mockFetch(({ url }) =>
    url.startsWith("/api/activity") ? handler(new URL(url, "http://x").searchParams) : { body: [] },
  );
  renderWithClient(
    <HelmetProvider>
      <ActivityScreen />
    </HelmetProvider>,
  );
  return calls;
}

describe("ActivityScreen", () => {
  it("names the scheduler as who published a page at its time, not a deleted account", async () => {
    renderScreen(() => ({
      body: {
        items: [
          entry(1, {
            userId: null,
            username: "Scheduler",
            actor: "scheduler",
            action: "publish",
            summary: 'Published the page "Summer Sale" at its scheduled time',
            ip: "",
          }),
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      },
    }));
    const table = await screen.findByRole("table", { name: /Activity, newest first/ });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(within(row!).getByRole("rowheader")).toHaveTextContent("Schedulerat a page's scheduled time");
    expect(row).not.toHaveTextContent("account deleted");
    expect(row).toHaveTextContent("Published");
    expect(row).toHaveTextContent('Published the page "Summer Sale" at its scheduled time');
  });

  it("lists entries with who, what, which item and from where, and pages through them", async () => {
    const calls = renderScreen((query) => {
      const page = Number(query.get("page"));
      return {
        body: {
          items: page === 1 ? [entry(1), entry(2, { action: "delete", summary: null })] : [entry(26)],
          total: 26,
          page,
          pageSize: 25,
        },
      };
    });
    const table = await screen.findByRole("table", { name: /Activity, newest first, page 1 of 2/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByRole("rowheader")).toHaveTextContent("alice");
    expect(rows[0]).toHaveTextContent("Updated");
    expect(rows[0]).toHaveTextContent("Page #1");
    expect(rows[0]).toHaveTextContent("203.0.113.9");
    expect(rows[1]).toHaveTextContent("Deleted");
    expect(rows[0]!.querySelector("time")).toHaveTextContent(/minute ago/);
    expect(screen.getByText("Page 1 of 2")).toBeVisible();

    const previous = screen.getByRole("button", { name: "Previous page" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(previous);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("table", { name: /page 2 of 2/ })).toHaveTextContent("Page #26");
    expect(screen.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");
    expect(activityCalls(calls).map((q) => q.page)).toEqual(["1", "2"]);
  });

  it("shows what the site did by itself as the site's, and an erasure as an erasure", async () => {
    const expired = entry(1, {
      userId: null,
      username: "The site",
      actor: "site",
      action: "expire",
      entityType: "inquiries",
      entityId: null,
      summary: "Deleted 2 inquiries unchanged for 12 months",
      ip: "",
    });
    const erased = entry(2, {
      action: "erase",
      entityType: "inquiries",
      entityId: null,
      summary: "Erased 1 inquiry by e-mail address",
    });
    renderScreen(() => ({ body: { items: [expired, erased], total: 2, page: 1, pageSize: 25 } }));
    const table = await screen.findByRole("table", { name: /Activity, newest first/ });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first!).getByRole("rowheader")).toHaveTextContent("The siteautomatically");
    expect(first).not.toHaveTextContent("account deleted");
    expect(first).toHaveTextContent("Deleted as expired");
    expect(within(second!).getByRole("rowheader")).toHaveTextContent("alice");
    expect(second).toHaveTextContent("Erased");
  });

  it("sends the filters when applied, starting again at page 1, and says when nothing matches", async () => {
    const calls = renderScreen((query) => ({
      body: query.has("action")
        ? { items: [], total: 0, page: 1, pageSize: 25 }
        : { items: [entry(1)], total: 1, page: 1, pageSize: 25 },
    }));
    await screen.findByRole("table");
    await userEvent.selectOptions(screen.getByLabelText("Action"), "Deleted");
    await userEvent.selectOptions(screen.getByLabelText("Item type"), "Team member");
    await userEvent.type(screen.getByLabelText("User"), "  bob ");
    await userEvent.type(screen.getByLabelText("From"), "2026-03-01");
    await userEvent.type(screen.getByLabelText("To"), "2026-03-02");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));

    expect(await screen.findByText("No activity matches these filters")).toBeVisible();
    const sent = activityCalls(calls).at(-1)!;
    expect(sent).toMatchObject({ page: "1", action: "delete", entityType: "team", user: "bob" });
    // Days are taken in the browser's own time zone.
    expect(sent.from).toBe(new Date("2026-03-01T00:00:00").toISOString());
    expect(sent.to).toBe(new Date("2026-03-02T23:59:59.999").toISOString());

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("table")).toBeVisible();
    expect(screen.getByLabelText("User")).toHaveValue("");
  });

  it("offers every kind of item the log records as a filter, the menus and backups included", async () => {
    const calls = renderScreen(() => ({ body: { items: [entry(1)], total: 1, page: 1, pageSize: 25 } }));
    await screen.findByRole("table");
    const types = within(screen.getByLabelText("Item type")).getAllByRole("option");
    expect(types.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(["All types", "Team member", "Home page card", "Site navigation", "Backup", "Sign-in"]),
    );
    await userEvent.selectOptions(screen.getByLabelText("Item type"), "Backup");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(activityCalls(calls).at(-1)).toMatchObject({ entityType: "backups" }));
  });

  it("refuses a date range that ends before it starts", async () => {
    const calls = renderScreen(() => ({ body: { items: [entry(1)], total: 1, page: 1, pageSize: 25 } }));
    await screen.findByRole("table");
    await userEvent.type(screen.getByLabelText("From"), "2026-03-05");
    await userEvent.type(screen.getByLabelText("To"), "2026-03-01");
    expect(screen.getByRole("alert")).toHaveTextContent("The end date must not be before the start date");
    expect(screen.getByRole("button", { name: "Apply filters" })).toBeDisabled();
    expect(activityCalls(calls)).toHaveLength(1);
  });

  it("says there is no activity yet when the log is empty", async () => {
    renderScreen(() => ({ body: { items: [], total: 0, page: 1, pageSize: 25 } }));
    expect(await screen.findByText("No activity yet")).toBeVisible();
  });

  it("says so when the log cannot be loaded", async () => {
    renderScreen(() => ({ status: 500, body: { message: "boom" } }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(/Failed to load activity: 500/));
  });
});
