import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import PagesScreen from "./pages-screen";

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, title: string, slug: string, linkedFrom: string[]) => ({
  id,
  title,
  slug,
  content: "<p>Words.</p>",
  metaTitle: null,
  metaDescription: null,
  isPublished: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  linkedFrom,
});

describe("Page Management and the menus", () => {
  it("says under a footer-linked legal page why it cannot be deleted, and offers no delete", async () => {
    mockFetch(() => ({ body: [row(1, "Privacy Policy", "privacy", ["footer"]), row(2, "News", "news", [])] }));
    renderWithClient(<PagesScreen />);
    const privacy = (await screen.findByRole("rowheader", { name: /Privacy Policy/ })).closest("tr")!;
    expect(within(privacy).getByText("In the footer menu: cannot be deleted, unpublished or moved")).toBeVisible();
    expect(within(privacy).getByText("/privacy")).toBeVisible();
    const remove = within(privacy).getByRole("button", { name: "Delete Privacy Policy" });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription("In the footer menu: cannot be deleted, unpublished or moved");
    expect(screen.getByRole("button", { name: "Delete News" })).toBeEnabled();
  });

  it("warns before deleting another page a menu links to", async () => {
    mockFetch(() => ({ body: [row(2, "News", "news", ["header"])] }));
    renderWithClient(<PagesScreen />);
    expect(await screen.findByText("In the header menu")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Delete News" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete News?" });
    expect(confirm).toHaveTextContent(
      "The menu links to this page; unpublishing or deleting it removes that link. Are you sure you want to delete this page?",
    );
  });
});
