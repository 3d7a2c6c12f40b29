import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import type { MenuPlace } from "@shared/page-links";
import { PageDialog } from "./page-dialog";

afterEach(() => vi.unstubAllGlobals());
// The dialog loads the history lazily; loading the module up front keeps the tests from racing that import.
beforeAll(() => import("./page-history"));

const current = {
  id: 3,
  title: "About Us",
  slug: "about-us",
  content: "<h2>Who</h2><p>We convert books.</p>",
  metaTitle: null,
  metaDescription: "Who we are",
  isPublished: true,
  publishAt: null,
  unpublishAt: null,
  createdAt: new Date("2025-05-01T10:00:00Z"),
  updatedAt: "2025-05-03T10:00:00.000Z" as unknown as Date,
  linkedFrom: [] as MenuPlace[],
};
const older = {
  ...current,
  id: 7,
  pageId: 3,
  title: "About",
  content: "<h2>Who</h2><p>We make PDFs.</p>",
  isPublished: false,
  createdBy: 1,
  createdAt: "2025-05-01T10:00:00.000Z",
  author: "ada",
};
const latest = {
  ...older,
  id: 8,
  title: "About Us",
  content: current.content,
  isPublished: true,
  createdAt: "2025-05-03T10:00:00.000Z",
};
const summary = ({ content: _c, ...rest }: typeof older) => rest;

function setup() {
  const restored = {
    ...current,
    title: "About",
    content: older.content,
    isPublished: false,
    updatedAt: "2025-05-04T10:00:00.000Z",
  };
  // The page as the server has it: the dialog fetches it as it opens, and again after the restore.
  let stored: typeof current | typeof restored = current;
  const calls = mockFetch(({ url, method }) => {
    if (method === "POST") return { body: (stored = restored) };
    if (url === "/api/pages/3") return { body: stored };
    if (url === "/api/pages/3/revisions") return { body: [summary(latest), summary(older)] };
    if (url === "/api/pages/3/revisions/7") return { body: older };
    return { body: [] };
  });
  renderWithClient(
    <>
      <PageDialog open onOpenChange={() => {}} page={current} />
      <Toaster />
    </>,
  );
  return calls;
}

describe("page history", () => {
  it("lists the saved versions with author and status, and compares one with the current page", async () => {
    setup();
    await userEvent.click(await screen.findByRole("tab", { name: "History" }));
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("(current version)");
    expect(items[1]).toHaveTextContent(/by ada/);
    expect(items[1]).toHaveTextContent("Draft");

    const compare = within(items[1]!).getByRole("button", {
      name: /^Compare version 1, of \d+ May 2025, \d\d:00:00 with the current page$/,
    });
    await userEvent.click(compare);
    expect(compare).toHaveAttribute("aria-expanded", "true");
    const fields = await screen.findByRole("table", { name: "Fields that differ" });
    expect(within(fields).getByRole("row", { name: /Page Title About About Us/ })).toBeVisible();
    expect(within(fields).getByRole("row", { name: /Status Draft Published/ })).toBeVisible();
    expect(within(fields).queryByRole("row", { name: /URL Slug/ })).toBeNull();

    // The words that changed, as a reader sees them; the HTML one click away.
    const words = screen.getByRole("list", { name: "Changed paragraphs" });
    expect(within(words).getAllByRole("listitem")).toHaveLength(1);
    expect(words).toHaveTextContent("We [removed: make PDFs.][added: convert books.]");
    expect(screen.getByText(/1 unchanged paragraph is not shown/)).toBeVisible();
    expect(screen.queryByRole("region", { name: "HTML changes" })).toBeNull();
    const showHtml = screen.getByRole("button", { name: "Show HTML changes" });
    await userEvent.click(showHtml);
    expect(showHtml).toHaveAttribute("aria-expanded", "true");
    const changes = screen.getByRole("region", { name: "HTML changes" });
    expect(changes).toHaveTextContent("Only in this revision: <p>We make PDFs.</p>");
    expect(changes).toHaveTextContent("Only in the current page: <p>We convert books.</p>");
    await userEvent.click(screen.getByRole("button", { name: "Hide HTML changes" }));
    expect(screen.queryByRole("region", { name: "HTML changes" })).toBeNull();
  });

  it("labels two versions saved within a minute apart: each has its number and its time to the second", async () => {
    const first = { ...older, id: 9, createdAt: "2025-05-03T10:00:05.000Z" };
    const second = { ...older, id: 10, createdAt: "2025-05-03T10:00:41.000Z" };
    mockFetch(({ url }) =>
      url === "/api/pages/3/revisions"
        ? { body: [summary(latest), summary(second), summary(first)] }
        : url === "/api/pages/3"
          ? { body: current }
          : { body: [] },
    );
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={current} />);
    await userEvent.click(await screen.findByRole("tab", { name: "History" }));
    const items = await screen.findAllByRole("listitem");
    expect(items[1]).toHaveTextContent(/^Version 2: About\d+ May 2025, \d\d:00:41/);
    expect(items[2]).toHaveTextContent(/^Version 1: About\d+ May 2025, \d\d:00:05/);
    expect(within(items[1]!).getByRole("button", { name: /^Restore version 2, of/ })).toBeVisible();
    expect(within(items[2]!).getByRole("button", { name: /^Restore version 1, of/ })).toBeVisible();
  });

  it("restores a version after confirming, says so, and shows it in the editor", async () => {
    const calls = setup();
    await userEvent.click(await screen.findByRole("tab", { name: "History" }));
    const items = await screen.findAllByRole("listitem");
    await userEvent.click(within(items[1]!).getByRole("button", { name: /^Restore version 1, of/ }));
    const confirm = screen.getByRole("alertdialog", { name: "Restore version 1?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Restore" }));

    expect(await screen.findByText("Revision restored: the page now shows that version")).toBeVisible();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/pages/3/revisions/7/restore",
      body: { updatedAt: "2025-05-03T10:00:00.000Z" },
    });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await userEvent.click(screen.getByRole("tab", { name: "Edit" }));
    expect(screen.getByLabelText("Page Title")).toHaveValue("About");
    expect(screen.getByLabelText("Publish page")).not.toBeChecked();
  });

  it("keeps what was typed in the editor while the history is open", async () => {
    setup();
    await userEvent.type(await screen.findByLabelText("Page Title"), " Again");
    await userEvent.click(await screen.findByRole("tab", { name: "History" }));
    await screen.findAllByRole("listitem");
    await userEvent.click(screen.getByRole("tab", { name: "Edit" }));
    expect(screen.getByLabelText("Page Title")).toHaveValue("About Us Again");
  });
});
