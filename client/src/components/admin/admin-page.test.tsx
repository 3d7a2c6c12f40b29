import { screen, waitFor } from "@testing-library/react";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { AdminPage } from "./admin-page";

afterEach(() => vi.unstubAllGlobals());

const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");

describe("AdminPage", () => {
  it("gives the screen its document title and meta description, and shows its heading", async () => {
    mockFetch(() => ({ body: [] }));
    renderWithClient(
      <HelmetProvider>
        <AdminPage title="Team Management" metaDescription="Add and remove the team members." description="The people.">
          <p>List</p>
        </AdminPage>
      </HelmetProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Team Management" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Team Management | AccessAble Content CMS"));
    expect(metaDescription()).toBe("Add and remove the team members.");
  });
});
