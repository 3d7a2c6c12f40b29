import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { SocialLinksForm } from "./social-links-form";

afterEach(() => vi.unstubAllGlobals());

const NO_ICON = /^This is not a web address: it is saved, but the footer shows the YouTube icon only for a web address/;

describe("SocialLinksForm", () => {
  it("says beside a value that is not a web address that its icon will not show, and still saves it", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderWithClient(
      <>
        <SocialLinksForm settings={{ twitterUrl: "https://twitter.com/acme" }} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    const youtube = screen.getByLabelText("YouTube URL");
    expect(youtube).not.toHaveAccessibleDescription(NO_ICON);
    await user.type(youtube, "@acme on YouTube");
    expect(youtube).toHaveAccessibleDescription(NO_ICON);
    expect(youtube).not.toHaveAttribute("aria-invalid");
    // A web address without its https:// is linked (with it added), so it gets no such note.
    await user.clear(youtube);
    await user.type(youtube, "youtube.com/@acme");
    expect(youtube).not.toHaveAccessibleDescription(NO_ICON);
    await user.clear(youtube);
    await user.type(youtube, "@acme");

    await user.click(screen.getByRole("button", { name: "Save Social Media Links" }));
    expect(await screen.findByText("Social media links have been updated successfully.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([
      {
        url: "/api/settings",
        method: "PUT",
        body: {
          settings: {
            twitterUrl: "https://twitter.com/acme",
            linkedinUrl: null,
            facebookUrl: null,
            instagramUrl: null,
            youtubeUrl: "@acme",
          },
        },
      },
    ]);
  });

  it("shows the server's refusal of a link under that field and focuses it", async () => {
    mockFetch((call) =>
      call.method === "PUT"
        ? { status: 400, body: { message: "Invalid input", fieldErrors: { "settings.facebookUrl": ["Too long"] } } }
        : { body: [] },
    );
    renderWithClient(<SocialLinksForm settings={{}} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Save Social Media Links" }));
    const facebook = screen.getByLabelText("Facebook URL");
    await waitFor(() => expect(facebook).toHaveFocus());
    expect(facebook).toHaveAttribute("aria-invalid", "true");
    expect(facebook).toHaveAccessibleDescription("Too long");
  });
});
