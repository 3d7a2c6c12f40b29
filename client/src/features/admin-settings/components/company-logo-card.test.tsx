import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { MEDIA_KEY } from "@/lib/media-api";
import { settingsQuery } from "@/lib/queries";
import { mediaSummary } from "@/test/media";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { CompanyLogoCard } from "./company-logo-card";

afterEach(() => vi.unstubAllGlobals());

const LIBRARY_LOGO = mediaSummary({ id: 9, name: "acme-logo.png", altText: "Acme", url: "/uploads/acme-logo.png" });

describe("CompanyLogoCard", () => {
  it("saves an image chosen from the library as the company logo, as an upload would", async () => {
    const calls = mockFetch(({ url }) =>
      url.startsWith("/api/media")
        ? { body: { items: [LIBRARY_LOGO], total: 1, page: 1, pageSize: 24 } }
        : { body: { settingKey: "companyLogo", settingValue: "/uploads/acme-logo.png" } },
    );
    const { client } = renderWithClient(
      <>
        <CompanyLogoCard companyName="Acme Books" />
        <Toaster />
      </>,
    );
    client.setQueryData(settingsQuery.queryKey, []);
    await userEvent.click(screen.getByRole("button", { name: "Choose from library" }));
    const picker = await screen.findByRole("dialog", { name: "Choose from library" });
    await userEvent.click(await within(picker).findByRole("radio", { name: "acme-logo.png" }));
    await userEvent.click(within(picker).getByRole("button", { name: "Use image" }));

    expect(await screen.findByText("Logo changed")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")).toEqual({
      url: "/api/settings/companyLogo",
      method: "POST",
      body: { value: "/uploads/acme-logo.png" },
    });
    expect(client.getQueryState(settingsQuery.queryKey)?.isInvalidated).toBe(true);
    expect(screen.getByRole("button", { name: "Choose from library" })).toHaveFocus();
  });

  it("refreshes the library after an upload, which the server adds to it", async () => {
    mockFetch(() => ({ status: 201, body: { logoUrl: "/uploads/new.png" } }));
    const { client } = renderWithClient(<CompanyLogoCard companyName="Acme Books" />);
    client.setQueryData([...MEDIA_KEY, "list", ""], { items: [], total: 0, page: 1, pageSize: 50 });
    await userEvent.upload(screen.getByLabelText("Logo file"), new File(["svg"], "a.svg", { type: "image/svg+xml" }));
    await userEvent.click(screen.getByRole("button", { name: "Upload Logo" }));
    await waitFor(() => expect(client.getQueryState([...MEDIA_KEY, "list", ""])?.isInvalidated).toBe(true));
  });
});
