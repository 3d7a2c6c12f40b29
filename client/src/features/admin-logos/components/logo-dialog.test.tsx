import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { MEDIA_KEY } from "@/lib/media-api";
import { mediaSummary } from "@/test/media";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { asLoaded, LOADED_VERSION, STALE } from "@/test/versions";
import { logoRow } from "@shared/test/rows";
import { LogoDialog } from "./logo-dialog";

afterEach(() => vi.unstubAllGlobals());

describe("LogoDialog", () => {
  it("needs a name and an image; a missing image sends focus to the picker", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<LogoDialog open onOpenChange={() => {}} item={null} nextSortOrder={4} />);
    expect(screen.getByRole("dialog", { name: "Add New Client Logo" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Add Logo" }));
    expect(await screen.findByText("Client name is required")).toBeVisible();
    expect(screen.getByText("Logo image is required")).toBeVisible();
    expect(screen.getByLabelText("Client / Company Name")).toHaveFocus();
    await userEvent.type(screen.getByLabelText("Client / Company Name"), "Acme");
    await userEvent.click(screen.getByRole("button", { name: "Add Logo" }));
    await waitFor(() => expect(screen.getByLabelText("Logo Image")).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it("uploads the picked file, previews it with the client's name and saves at the end of the list", async () => {
    const calls = mockFetch(({ url }) =>
      url === "/api/logos/upload" ? { status: 201, body: { logoUrl: "/uploads/abc.png" } } : { status: 201, body: {} },
    );
    const onOpenChange = vi.fn();
    renderWithClient(<LogoDialog open onOpenChange={onOpenChange} item={null} nextSortOrder={4} />);
    await userEvent.type(screen.getByLabelText("Client / Company Name"), "Acme Inc.");
    await userEvent.upload(screen.getByLabelText("Logo Image"), new File(["png"], "a.png", { type: "image/png" }));
    expect(await screen.findByRole("img", { name: "Acme Inc." })).toHaveAttribute("src", "/uploads/abc.png");
    await userEvent.click(screen.getByRole("button", { name: "Add Logo" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.url === "/api/logos" && c.method === "POST")?.body).toEqual({
      clientName: "Acme Inc.",
      logoUrl: "/uploads/abc.png",
      // No alt text written: the site uses the client's name.
      logoAlt: null,
      logoDecorative: false,
      sortOrder: 4,
    });
  });

  it("shows the server's refusal of a file under the picker and in a toast", async () => {
    mockFetch(() => ({ status: 400, body: { message: "The file is not a supported image" } }));
    renderWithClient(
      <>
        <LogoDialog open onOpenChange={() => {}} item={null} nextSortOrder={4} />
        <Toaster />
      </>,
    );
    await userEvent.upload(screen.getByLabelText("Logo Image"), new File(["text"], "a.png", { type: "image/png" }));
    expect(await screen.findByText("Failed to upload logo: The file is not a supported image")).toBeVisible();
    expect(screen.getByText("Failed to upload logo", { exact: true })).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("LogoDialog with the media library", () => {
  const LIBRARY_LOGO = mediaSummary({ id: 7, name: "acme.svg", altText: "Acme", url: "/uploads/acme-library.svg" });

  it("offers Upload new and Choose from library; a picked image fills the logo as an upload would", async () => {
    const calls = mockFetch(({ url, method }) =>
      url.startsWith("/api/media")
        ? { body: { items: [LIBRARY_LOGO], total: 1, page: 1, pageSize: 24 } }
        : method === "POST"
          ? { status: 201, body: {} }
          : { body: [] },
    );
    const onOpenChange = vi.fn();
    renderWithClient(<LogoDialog open onOpenChange={onOpenChange} item={null} nextSortOrder={4} />);
    expect(screen.getByLabelText("Upload new", { exact: false })).toHaveAttribute("type", "file");
    await userEvent.type(screen.getByLabelText("Client / Company Name"), "Acme Inc.");
    await userEvent.click(screen.getByRole("button", { name: "Choose from library" }));
    const picker = await screen.findByRole("dialog", { name: "Choose from library" });
    await userEvent.click(await within(picker).findByRole("radio", { name: "acme.svg" }));
    await userEvent.click(within(picker).getByRole("button", { name: "Use image" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose from library" })).toBeNull());
    expect(screen.getByRole("button", { name: "Choose from library" })).toHaveFocus();
    expect(screen.getByRole("img", { name: "Acme Inc." })).toHaveAttribute("src", "/uploads/acme-library.svg");
    // The logo's own alt text stays empty: the site then uses the library's, as the hint says.
    expect(screen.getByLabelText("Alt text")).toHaveValue("");
    expect(screen.getByLabelText("Alt text")).toHaveAccessibleDescription(
      "Leave empty to use the library's alt text: “Acme”",
    );

    await userEvent.click(screen.getByRole("button", { name: "Add Logo" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.url === "/api/logos" && c.method === "POST")?.body).toMatchObject({
      logoUrl: "/uploads/acme-library.svg",
      logoAlt: null,
    });
  });

  it("refreshes the library after an upload, since the server adds every upload to it", async () => {
    mockFetch(({ url }) =>
      url === "/api/logos/upload" ? { status: 201, body: { logoUrl: "/uploads/abc.png" } } : { body: [] },
    );
    const { client } = renderWithClient(<LogoDialog open onOpenChange={() => {}} item={null} nextSortOrder={4} />);
    client.setQueryData([...MEDIA_KEY, "list", ""], { items: [], total: 0, page: 1, pageSize: 50 });
    await userEvent.upload(screen.getByLabelText("Logo Image"), new File(["png"], "a.png", { type: "image/png" }));
    await waitFor(() => expect(client.getQueryState([...MEDIA_KEY, "list", ""])?.isInvalidated).toBe(true));
    expect(screen.getByLabelText("Alt text")).toHaveAccessibleDescription("Leave empty to use the name");
  });
});

describe("LogoDialog when someone else saved first", () => {
  it("sends the updatedAt it loaded, and shows the server's 409 message in the failure toast", async () => {
    const loaded = asLoaded(logoRow());
    const calls = mockFetch(({ method }) =>
      method === "PUT" ? { status: 409, body: { message: STALE } } : { body: [] },
    );
    const onOpenChange = vi.fn();
    renderWithClient(
      <>
        <LogoDialog open onOpenChange={onOpenChange} item={loaded} nextSortOrder={2} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update logo")).toBeVisible();
    expect(screen.getByText(STALE)).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      clientName: "Acme",
      logoUrl: "/uploads/acme.png",
      logoAlt: null,
      logoDecorative: false,
      updatedAt: LOADED_VERSION,
    });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
