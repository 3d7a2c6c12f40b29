import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentUserQuery } from "@/lib/queries";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { DownloadLink } from "./download-link";

const assign = vi.fn();
vi.stubGlobal("location", { ...window.location, assign });
afterEach(() => assign.mockReset());

function renderLink(status: number) {
  const calls = mockFetch(() => (status === 200 ? { body: { id: 1, username: "ada", isAdmin: true } } : { status }));
  const { client } = renderWithClient(
    <DownloadLink href="/api/inquiries/export.csv" className="button">
      Export CSV
    </DownloadLink>,
  );
  client.setQueryData(currentUserQuery.queryKey, { id: 1, username: "ada", isAdmin: true } as never);
  return { calls, client, link: screen.getByRole("link", { name: "Export CSV" }) };
}

describe("DownloadLink", () => {
  it("is a plain download link, and downloads once the server says the session is alive", async () => {
    const { calls, link } = renderLink(200);
    expect(link).toHaveAttribute("href", "/api/inquiries/export.csv");
    expect(link).toHaveAttribute("download");
    await userEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/inquiries/export.csv"));
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/me"]);
  });

  it("after the session expired, saves no error message as the file: the admin area learns it is signed out", async () => {
    const { client, link } = renderLink(401);
    await userEvent.click(link);
    await waitFor(() => expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });
});
