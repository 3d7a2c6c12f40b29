import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { Overview, OverviewItem } from "@shared/overview";
import type { ActivityEntry } from "@shared/schema";
import OverviewScreen from "./overview-screen";

afterEach(() => vi.unstubAllGlobals());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const quotePortal: OverviewItem = {
  id: "quote-portal",
  title: "Quote buttons lead to an example portal",
  detail: "The site's 'Request a Quote' buttons lead to the client portal's quote address.",
  links: [{ label: "Site Settings: Contact Page", href: "/admin/settings?tab=contact" }],
  action: "use-quote-form",
};
const emptyTeam: OverviewItem = {
  id: "empty-team",
  title: "The About page has no team",
  detail: "Visitors read 'Our team information is coming soon.' on the About page.",
  links: [{ label: "Add team members", href: "/admin/team" }],
};

const entry = (id: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  createdAt: new Date(Date.now() - id * 60_000),
  userId: 1,
  username: "alice",
  action: "create",
  entityType: "team",
  entityId: String(id),
  summary: `Added the team member "Member ${id}"`,
  ip: "203.0.113.9",
  actor: "user",
  ...over,
});

const overview = (over: Partial<Overview> = {}): Overview => ({
  inquiries: {
    newCount: 7,
    newest: [
      { id: 12, fullName: "Sam Buyer", about: "EPUB, PDF/UA", createdAt: hoursAgo(2) },
      { id: 11, fullName: "Kim Lee", about: "WCAG audit", createdAt: hoursAgo(5) },
    ],
  },
  checklist: [quotePortal, emptyTeam],
  backups: { newest: { createdAt: hoursAgo(3), bytes: 2_450_000 }, schedule: "Every day at 03:30", stale: false },
  activity: [entry(1), entry(2, { action: "sign-in", entityType: "auth", entityId: null, summary: null })],
  ...over,
});

/** The Overview's answers from `handler`; the site's settings (the CMS's name) are none. */
function renderScreen(handler: (call: FetchCall) => { status?: number; body?: unknown }) {
  const calls = mockFetch((call) =>
    call.url === "/api/overview" || call.method !== "GET" ? handler(call) : { body: [] },
  );
  renderWithClient(
    <HelmetProvider>
      <Router base="/admin">
        <OverviewScreen />
      </Router>
      <Toaster />
    </HelmetProvider>,
  );
  return calls;
}

describe("OverviewScreen", () => {
  it("shows the new inquiries, each linking to its details, under a heading per section", async () => {
    renderScreen(() => ({ body: overview() }));
    const inquiries = await screen.findByRole("region", { name: "New inquiries" });
    expect(screen.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "New inquiries",
      "Before visitors see placeholders",
      "Backups",
      "Recent activity",
    ]);
    expect(inquiries).toHaveTextContent("7 new inquiries; the 2 newest:");
    expect(within(inquiries).getByRole("link", { name: "Sam Buyer" })).toHaveAttribute(
      "href",
      "/admin/inquiries?open=12",
    );
    expect(inquiries).toHaveTextContent("EPUB, PDF/UA");
    expect(within(inquiries).getByRole("link", { name: "All inquiries" })).toHaveAttribute("href", "/admin/inquiries");
  });

  it("lists what visitors still see, each with the link that fixes it", async () => {
    renderScreen(() => ({ body: overview() }));
    const checklist = await screen.findByRole("region", { name: "Before visitors see placeholders" });
    expect(checklist).toHaveTextContent("Visitors still see 2 things that are not yours yet.");
    const items = within(checklist).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Quote buttons lead to an example portal",
      "The About page has no team",
    ]);
    expect(within(items[1]!).getByRole("link", { name: "Add team members" })).toHaveAttribute("href", "/admin/team");
    expect(within(items[0]!).getByRole("link", { name: "Site Settings: Contact Page" })).toHaveAttribute(
      "href",
      "/admin/settings?tab=contact",
    );
  });

  it("points the quote buttons at the site's own form in one click, after which the item is gone", async () => {
    let fixed = false;
    const calls = renderScreen(({ url, method }) => {
      if (method === "PUT") {
        fixed = true;
        return { body: [] };
      }
      if (url === "/api/overview") return { body: overview(fixed ? { checklist: [emptyTeam] } : {}) };
      return { body: [] };
    });
    await userEvent.click(await screen.findByRole("button", { name: "Use the site's own quote form" }));
    expect(calls.find((call) => call.method === "PUT")).toEqual({
      url: "/api/settings",
      method: "PUT",
      body: { settings: { quoteLinksTarget: "form", quoteFormEnabled: "true" } },
    });
    expect(
      await screen.findByText("The site's quote buttons now lead to its own quote form on the Contact page."),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Quote buttons lead to an example portal")).toBeNull());
    expect(screen.getByRole("heading", { level: 2, name: "Before visitors see placeholders" })).toHaveFocus();
  });

  it("says so when nothing is left to fix", async () => {
    renderScreen(() => ({ body: overview({ checklist: [] }) }));
    const checklist = await screen.findByRole("region", { name: "Before visitors see placeholders" });
    expect(checklist).toHaveTextContent(
      "Nothing left to do: visitors see your own addresses, people, pictures and words everywhere.",
    );
    expect(within(checklist).queryByRole("listitem")).toBeNull();
  });

  it("gives the newest backup and the schedule, and warns when there is none or it is over a day old", async () => {
    renderScreen(() => ({ body: overview() }));
    const backups = await screen.findByRole("region", { name: "Backups" });
    expect(backups).toHaveTextContent("2.5 MB");
    expect(backups).toHaveTextContent("Every day at 03:30");
    expect(backups).not.toHaveTextContent("more than a day old");
    expect(within(backups).getByRole("link", { name: "Go to Backups" })).toHaveAttribute("href", "/admin/backups");
  });

  it.each([
    [
      { newest: { createdAt: hoursAgo(30), bytes: 1000 }, schedule: null, stale: true },
      "The newest backup is more than a day old.",
    ],
    [{ newest: null, schedule: null, stale: true }, "There is no backup yet."],
  ])("warns about stale backups: %j", async (backupsSummary, warning) => {
    renderScreen(() => ({ body: overview({ backups: backupsSummary }) }));
    const backups = await screen.findByRole("region", { name: "Backups" });
    expect(backups).toHaveTextContent(warning);
    expect(backups).toHaveTextContent("Automatic backupsOff");
  });

  it("lists the recent activity in the log's sentences, linking to the Activity screen", async () => {
    renderScreen(() => ({ body: overview() }));
    const activity = await screen.findByRole("region", { name: "Recent activity" });
    const entries = within(activity).getAllByRole("listitem");
    expect(entries[0]).toHaveTextContent('alice: Added the team member "Member 1"');
    expect(entries[1]).toHaveTextContent("alice: Signed in");
    expect(within(activity).getByRole("link", { name: "All activity" })).toHaveAttribute("href", "/admin/activity");
  });

  it("asks again each time it opens, so a fix made on another screen shows", async () => {
    let team: OverviewItem[] = [emptyTeam];
    const calls = mockFetch((call) =>
      call.url === "/api/overview" ? { body: overview({ checklist: team }) } : { body: [] },
    );
    const ui = (
      <HelmetProvider>
        <Router base="/admin">
          <OverviewScreen />
        </Router>
      </HelmetProvider>
    );
    const { client, unmount } = renderWithClient(ui);
    expect(await screen.findByText("The About page has no team")).toBeVisible();
    unmount();
    team = [];
    renderWithClient(ui, client);
    expect(await screen.findByText(/^Nothing left to do/)).toBeVisible();
    expect(calls.filter((call) => call.url === "/api/overview")).toHaveLength(2);
  });

  it("says when the overview could not be loaded", async () => {
    renderScreen(() => ({ status: 500, body: { message: "Database unavailable" } }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the overview: Database unavailable");
  });
});
