import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { INQUIRY_LISTS_KEY } from "@/features/admin-inquiries/api/get-inquiries";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/test-utils";
import { renderAdminAt } from "./admin-layout.fixture";

afterEach(() => vi.unstubAllGlobals());

/** A screen whose code is still downloading: it suspends and never resolves. */
function LoadingScreen(): never {
  throw new Promise(() => {});
}

it("keeps a document title naming the screen while the screen's code is still loading", async () => {
  document.title = "";
  renderAdminAt("/backups", <LoadingScreen />);
  expect(screen.getByText("Loading screen")).toBeInTheDocument();
  await waitFor(() => expect(document.title).toMatch(/^Backups \| \S/));
});

it("marks the one sidebar entry whose screen is shown, on the screen's own pages too", () => {
  renderAdminAt("/team/3", <h1>Team member</h1>);
  const sidebar = screen.getByRole("navigation", { name: "Admin Dashboard" });
  const current = within(sidebar)
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page");
  expect(current.map((link) => link.textContent)).toEqual(["Team Management"]);
});

it("marks the Overview as current at the admin area's own address only, though every screen is beneath it", () => {
  renderAdminAt("/", <h1>Overview</h1>);
  const sidebar = screen.getByRole("navigation", { name: "Admin Dashboard" });
  const current = () =>
    within(sidebar)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page")
      .map((link) => link.textContent);
  expect(current()).toEqual(["Overview"]);
  expect(within(sidebar).getAllByRole("link")[0]).toHaveAccessibleName("Overview");
  expect(within(sidebar).getByRole("link", { name: "Overview" })).toHaveAttribute("href", "/admin");
});

it("shows beside Inquiries how many are new, in the link's name too, and follows a change made here", async () => {
  let fresh = 3;
  mockFetch((call) =>
    call.url === "/api/inquiries/counts"
      ? { body: { all: 9, new: fresh, in_review: 4, responded: 5 - fresh + 3 } }
      : { status: 204 },
  );
  const client = createQueryClient();
  renderAdminAt("/team", <h1>Team Management</h1>, client);
  const sidebar = screen.getByRole("navigation", { name: "Admin Dashboard" });
  const inquiries = await within(sidebar).findByRole("link", { name: "Inquiries, 3 new" });
  expect(within(inquiries).getByText("3")).toBeVisible();
  // Opening one, a status change or a deletion invalidates the lists; the count is asked again with them.
  fresh = 0;
  await client.invalidateQueries({ queryKey: INQUIRY_LISTS_KEY });
  await waitFor(() => expect(within(sidebar).getByRole("link", { name: "Inquiries" })).toBeInTheDocument());
  expect(within(sidebar).getByRole("link", { name: "Inquiries" }).textContent).toBe("Inquiries");
});
