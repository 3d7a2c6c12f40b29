import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/features/admin-shared/test-utils";
import TeamScreen from "./team-screen";

afterEach(() => vi.unstubAllGlobals());

function renderTeam(team: { status?: number; body: unknown }) {
  mockFetch(({ url }) => (url === "/api/team" ? team : { body: [] }));
  renderWithClient(
    <HelmetProvider>
      <TeamScreen />
    </HelmetProvider>,
  );
}

describe("Team screen views", () => {
  it("keeps the Table View and Reorder View tabs when there are no members, with the empty state in each", async () => {
    renderTeam({ body: [] });
    const user = userEvent.setup();
    const panel = await screen.findByRole("tabpanel", { name: "Table View" });
    expect(await within(panel).findByText("No team members found")).toBeVisible();
    expect(within(panel).getByText('Click the "Add Team Member" button above to add your first team member.')).toBeVisible();

    await user.click(screen.getByRole("tab", { name: "Reorder View" }));
    const reorder = screen.getByRole("tabpanel", { name: "Reorder View" });
    expect(within(reorder).getByText("No team members found")).toBeVisible();
  });

  it("keeps the tabs when the list fails to load, with the error in the panel", async () => {
    renderTeam({ status: 500, body: { message: "Database down" } });
    const panel = await screen.findByRole("tabpanel", { name: "Table View" });
    expect(await within(panel).findByRole("alert")).toHaveTextContent(/^Failed to load team members/);
    expect(screen.getByRole("tab", { name: "Reorder View" })).toBeVisible();
    expect(screen.queryByText("No team members found")).toBeNull();
  });
});
