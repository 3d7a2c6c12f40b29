import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
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
    expect(
      within(panel).getByText('Click the "Add Team Member" button above to add your first team member.'),
    ).toBeVisible();

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

  it("opens the form and the Reorder View, whose code loads on first use, with the members listed", async () => {
    const at = "2025-01-01T00:00:00.000Z";
    const member = { id: 1, name: "Ada Lovelace", designation: "Lead", description: "Audits", imageUrl: "" };
    renderTeam({ body: [{ ...member, linkedinUrl: null, sortOrder: 0, createdAt: at, updatedAt: at }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Team Member" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    expect(within(dialog).getByLabelText(/^Name/)).toBeVisible();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("tab", { name: "Reorder View" }));
    const reorder = screen.getByRole("tabpanel", { name: "Reorder View" });
    expect(await within(reorder).findByText("Ada Lovelace", {}, { timeout: 10_000 })).toBeVisible();
  });
});
