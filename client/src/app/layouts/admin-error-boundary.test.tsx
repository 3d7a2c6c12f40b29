import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { useLocation } from "wouter";
import { expectConsoleError } from "@/test/console";
import { renderAdminAt } from "./admin-layout.fixture";

/** An admin screen that cannot render on /team (a bug), and renders fine anywhere else. */
function FlakyScreen() {
  const [location] = useLocation();
  if (location === "/team") throw new Error("admin screen broke");
  return <h1>Client Logos screen</h1>;
}

it("shows a screen that fails to render as an announced error inside the admin layout, with a way out", async () => {
  expectConsoleError(/admin screen broke/);
  renderAdminAt("/team", <FlakyScreen />);

  const alert = screen.getByRole("alert");
  expect(within(alert).getByRole("heading", { name: "Error" })).toBeInTheDocument();
  expect(alert).toHaveTextContent("Failed to load the page. Please try again later.");
  expect(within(alert).getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
  expect(within(alert).getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/");
  // The layout around it still works: header, sign-out and the sidebar are all there.
  expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  expect(screen.getByRole("navigation", { name: "Admin Dashboard" })).toBeInTheDocument();
});

it("tries again when the administrator moves to another screen", async () => {
  expectConsoleError(/admin screen broke/);
  renderAdminAt("/team", <FlakyScreen />);
  expect(screen.getByRole("alert")).toBeInTheDocument();

  await userEvent.click(screen.getByRole("link", { name: "Client Logos" }));

  expect(await screen.findByRole("heading", { name: "Client Logos screen" })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});
