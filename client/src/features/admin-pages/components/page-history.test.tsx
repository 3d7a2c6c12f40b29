import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { Toaster } from "@/components/ui/toaster";
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
  const calls = mockFetch(({ url, method }) => {
    if (method === "POST") return { body: restored };
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
    await userEvent.click(screen.getByRole("tab", { name: "History" }));
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("(current version)");
    expect(items[1]).toHaveTextContent(/by ada/);
    expect(items[1]).toHaveTextContent("Draft");

    const compare = within(items[1]!).getByRole("button", { name: /^Compare version of .* with the current page$/ });
    await userEvent.click(compare);
    expect(compare).toHaveAttribute("aria-expanded", "true");
    const fields = await screen.findByRole("table", { name: "Fields that differ" });
    expect(within(fields).getByRole("row", { name: /Page Title About About Us/ })).toBeVisible();
    expect(within(fields).getByRole("row", { name: /Status Draft Published/ })).toBeVisible();
    expect(within(fields).queryByRole("row", { name: /URL Slug/ })).toBeNull();
    const changes = screen.getByRole("region", { name: "Content changes" });
    expect(changes).toHaveTextContent("Only in this revision: <p>We make PDFs.</p>");
    expect(changes).toHaveTextContent("Only in the current page: <p>We convert books.</p>");
  });

  it("restores a version after confirming, says so, and shows it in the editor", async () => {
    const calls = setup();
    await userEvent.click(screen.getByRole("tab", { name: "History" }));
    const items = await screen.findAllByRole("listitem");
    await userEvent.click(within(items[1]!).getByRole("button", { name: /^Restore version of/ }));
    const confirm = screen.getByRole("alertdialog", { name: "Restore this version?" });
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
    await userEvent.type(screen.getByLabelText("Page Title"), " Again");
    await userEvent.click(screen.getByRole("tab", { name: "History" }));
    await screen.findAllByRole("listitem");
    await userEvent.click(screen.getByRole("tab", { name: "Edit" }));
    expect(screen.getByLabelText("Page Title")).toHaveValue("About Us Again");
  });
});
