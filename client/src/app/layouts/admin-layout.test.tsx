import { screen, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderAdminAt } from "./admin-layout.fixture";

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
