import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { pageRow, redirectRow } from "@shared/test/rows";
import type { PageFormValues } from "./page-form-schema";
import { useUpdatePage } from "./update-page";

afterEach(() => vi.unstubAllGlobals());

/** Saves a page the way the page dialog does, from one button. */
function SaveButton() {
  const update = useUpdatePage();
  const values = { title: "News", slug: "news" } as PageFormValues;
  return <Button onClick={() => update.mutate({ id: 4, values })}>Save</Button>;
}

const moved = [
  redirectRow({ id: 11, fromPath: "/page/old-news", toPath: "/page/news", note: 'Page "News" moved' }),
  redirectRow({ id: 12, fromPath: "/old-news", toPath: "/page/news", note: 'Page "News" moved' }),
];

function renderSave(redirects: typeof moved, deleteStatus = 204) {
  const calls = mockFetch((call) =>
    call.method === "PUT"
      ? { body: { ...pageRow({ id: 4, slug: "news" }), linkedFrom: [], redirects } }
      : call.method === "DELETE"
        ? { status: deleteStatus, body: deleteStatus === 204 ? undefined : { message: "Redirect 11 was not found" } }
        : { body: [] },
  );
  renderWithClient(
    <>
      <SaveButton />
      <Toaster />
    </>,
  );
  return calls;
}

describe("saving a page that moved", () => {
  it("says where the old address leads now, and undoes the redirects on request", async () => {
    const calls = renderSave(moved);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const toast = (await screen.findByText("Page saved")).closest("li")!;
    expect(toast).toHaveTextContent("Its old address /page/old-news now leads to /page/news.");
    // By keyboard: jsdom has no pointer capture, which the toast's swipe-to-dismiss asks about on a click.
    within(toast).getByRole("button", { name: "Undo redirect" }).focus();
    await userEvent.keyboard("{Enter}");

    expect(await screen.findByText("Redirect removed")).toBeVisible();
    expect(screen.getByText("/page/old-news no longer leads to /page/news.")).toBeVisible();
    const deleted = calls.filter((call) => call.method === "DELETE").map((call) => call.url);
    expect(deleted.sort()).toEqual(["/api/redirects/11", "/api/redirects/12"]);
  });

  it("says so when the undo fails", async () => {
    renderSave(moved, 404);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const toast = (await screen.findByText("Page saved")).closest("li")!;
    // By keyboard: jsdom has no pointer capture, which the toast's swipe-to-dismiss asks about on a click.
    within(toast).getByRole("button", { name: "Undo redirect" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Failed to remove redirect")).toBeVisible();
    expect(screen.getByText("Redirect 11 was not found")).toBeVisible();
  });

  it("says only that the page was saved when nothing moved", async () => {
    const calls = renderSave([]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Page updated successfully")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Undo redirect" })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
  });
});
