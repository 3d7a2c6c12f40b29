import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MEDIA_UPDATED_AT as UPDATED_AT, mediaSummary } from "@/test/media";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { MediaListPage, MediaSummary } from "@shared/schema";
import { ChooseFromLibrary } from "./media-picker";

afterEach(() => vi.unstubAllGlobals());

const TEAM = mediaSummary({ id: 1, name: "Team at work", altText: "Five people around a table" });
const LOGO = mediaSummary({ id: 2, name: "Acme logo", altText: "Acme" });
const BARE = mediaSummary({ id: 3, name: "IMG_2041.jpg" });
const RULE = mediaSummary({ id: 4, name: "Divider", decorative: true });

const pageOf = (items: MediaSummary[]): MediaListPage => ({ items, total: items.length, page: 1, pageSize: 24 });

/** The library answers with `items` (narrowed by `q` as the server would) and saves what is PATCHed. */
function serveLibrary(items: MediaSummary[] = [TEAM, LOGO, BARE, RULE]) {
  return mockFetch(({ url, method, body }: FetchCall) => {
    if (method === "PATCH") {
      const id = Number(url.split("/").at(-1));
      return { body: { ...items.find((item) => item.id === id), ...(body as object), updatedAt: UPDATED_AT } };
    }
    const q = new URL(url, "http://x").searchParams.get("q")?.toLowerCase();
    return { body: pageOf(items.filter((item) => !q || item.name.toLowerCase().includes(q))) };
  });
}

function renderPicker() {
  const onPick = vi.fn();
  renderWithClient(<ChooseFromLibrary onPick={onPick} />);
  return { onPick };
}

const openPicker = async () => {
  await userEvent.click(screen.getByRole("button", { name: "Choose from library" }));
  const dialog = await screen.findByRole("dialog", { name: "Choose from library" });
  await within(dialog).findByRole("radio", { name: "Team at work" });
  return dialog;
};

describe("MediaPicker", () => {
  it("lists the library with each image's alt text shown, and searches as the administrator types", async () => {
    const calls = serveLibrary();
    renderPicker();
    const dialog = await openPicker();
    expect(calls[0]?.url).toBe("/api/media?pageSize=24");
    // Focus starts inside the dialog, in the search field.
    expect(within(dialog).getByRole("searchbox", { name: "Search images" })).toHaveFocus();
    expect(within(dialog).getByRole("radio", { name: "Team at work" })).toHaveAccessibleDescription(
      "Five people around a table",
    );
    expect(within(dialog).getByRole("radio", { name: "IMG_2041.jpg" })).toHaveAccessibleDescription("No alt text");
    expect(within(dialog).getByRole("radio", { name: "Divider" })).toHaveAccessibleDescription("Decorative");
    expect(within(dialog).getByText("No alt text")).toBeVisible();

    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search images" }), "acme");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/media?pageSize=24&q=acme"));
    await waitFor(() => expect(within(dialog).queryByRole("radio", { name: "Team at work" })).toBeNull());
    expect(within(dialog).getByRole("radio", { name: "Acme logo" })).toBeVisible();

    await userEvent.clear(within(dialog).getByRole("searchbox", { name: "Search images" }));
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search images" }), "nothing like it{Enter}");
    expect(await within(dialog).findByText("No images match")).toBeVisible();
  });

  it("asks for the missing-alt filter and says when the library is empty", async () => {
    const calls = serveLibrary([]);
    renderPicker();
    await userEvent.click(screen.getByRole("button", { name: "Choose from library" }));
    expect(await screen.findByText("No images in the library yet")).toBeVisible();
    await userEvent.click(screen.getByRole("checkbox", { name: "Missing alt text only" }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/media?pageSize=24&missingAlt=true"));
    expect(await screen.findByText("No images match")).toBeVisible();
  });

  it("is operated by keyboard: arrow keys move between images, Enter uses the chosen one", async () => {
    serveLibrary();
    const { onPick } = renderPicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Team at work" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("radio", { name: "Acme logo" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Acme logo" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith(LOGO);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Choose from library" })).toHaveFocus();
  });

  it("says so when Use image is pressed with nothing chosen", async () => {
    serveLibrary();
    const { onPick } = renderPicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole("button", { name: "Use image" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose an image first");
    expect(onPick).not.toHaveBeenCalled();
  });

  it("asks for alt text before using an image without any, saves it on the library entry, then hands it over", async () => {
    const calls = serveLibrary();
    const { onPick } = renderPicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole("radio", { name: "IMG_2041.jpg" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Use image" }));
    expect(within(dialog).getByRole("heading", { name: "This image has no alt text" })).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: "Alt text" })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole("button", { name: "Save and use" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Alt text is required unless the image is decorative");
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Alt text" }), "A reader using a braille display");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save and use" }));
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch).toEqual({
      url: "/api/media/3",
      method: "PATCH",
      body: { altText: "A reader using a braille display", decorative: false, expectedUpdatedAt: UPDATED_AT },
    });
    expect(onPick.mock.calls[0]![0]).toMatchObject({ id: 3, altText: "A reader using a braille display" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("takes 'decorative' instead of alt text, and Back returns to the chosen image", async () => {
    const calls = serveLibrary();
    const { onPick } = renderPicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole("radio", { name: "IMG_2041.jpg" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Use image" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByRole("radio", { name: "IMG_2041.jpg" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "IMG_2041.jpg" })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole("button", { name: "Use image" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Decorative image" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save and use" }));
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ altText: null, decorative: true });
  });

  it("Cancel closes without choosing and gives focus back to the button that opened it", async () => {
    serveLibrary();
    const { onPick } = renderPicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Acme logo" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Choose from library" })).toHaveFocus();
  });

  it("says when the library could not be loaded, with the server's reason", async () => {
    mockFetch(() => ({ status: 500, body: { message: "The database is busy" } }));
    renderPicker();
    await userEvent.click(screen.getByRole("button", { name: "Choose from library" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load images: The database is busy");
  });
});
