import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mediaSummary } from "@/test/media";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import type { MediaSummary } from "@shared/schema";
import { ImageDialog } from "./image-dialog";

afterEach(() => vi.unstubAllGlobals());

const PHOTO = mediaSummary({
  id: 5,
  name: "team.jpg",
  url: "/uploads/0000000000000000000000000000000a-800x600.jpg",
  altText: "Five people around a table reviewing a braille proof",
});
const RULE = mediaSummary({ id: 6, name: "rule.png", url: "/uploads/rule.png", decorative: true });

/** Just what the dialog asks of the editor: the image it inserts. */
function fakeEditor() {
  const inserted: { src: string; alt: string }[] = [];
  const chain = {
    setImage: (attributes: { src: string; alt: string }) => {
      inserted.push(attributes);
      return chain;
    },
    createParagraphNear: () => chain,
    run: () => true,
  };
  const editor = { chain: () => chain, commands: { focus: vi.fn() } } as unknown as Editor;
  return { editor, inserted };
}

async function pickFromLibrary(items: MediaSummary[], name: string) {
  mockFetch(() => ({ body: { items, total: items.length, page: 1, pageSize: 24 } }));
  const { editor, inserted } = fakeEditor();
  const onOpenChange = vi.fn();
  renderWithClient(<ImageDialog editor={editor} open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole("dialog", { name: "Insert image" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Choose from library" }));
  const picker = await screen.findByRole("dialog", { name: "Choose from library" });
  await userEvent.click(await within(picker).findByRole("radio", { name }));
  await userEvent.click(within(picker).getByRole("button", { name: "Use image" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose from library" })).toBeNull());
  return { dialog, inserted, onOpenChange };
}

describe("ImageDialog with the media library", () => {
  it("fills the address and the library's alt text, and inserts the image with it", async () => {
    const { dialog, inserted, onOpenChange } = await pickFromLibrary([PHOTO, RULE], "team.jpg");
    expect(within(dialog).getByRole("button", { name: "Choose from library" })).toHaveFocus();
    expect(within(dialog).getByText("From the library: team.jpg")).toBeVisible();
    expect(within(dialog).getByLabelText("Image address")).toHaveValue(PHOTO.url);
    expect(within(dialog).getByLabelText("Alt text")).toHaveValue(PHOTO.altText);
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert image" }));
    expect(inserted).toEqual([{ src: PHOTO.url, alt: "Five people around a table reviewing a braille proof" }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("lets this page say it in other words", async () => {
    const { dialog, inserted } = await pickFromLibrary([PHOTO], "team.jpg");
    await userEvent.clear(within(dialog).getByLabelText("Alt text"));
    await userEvent.type(within(dialog).getByLabelText("Alt text"), "Our proofreaders at work");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert image" }));
    expect(inserted).toEqual([{ src: PHOTO.url, alt: "Our proofreaders at work" }]);
  });

  it("inserts a decorative library image with empty alt text", async () => {
    const { dialog, inserted } = await pickFromLibrary([PHOTO, RULE], "rule.png");
    expect(within(dialog).getByRole("checkbox", { name: "Decorative image" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert image" }));
    expect(inserted).toEqual([{ src: "/uploads/rule.png", alt: "" }]);
  });
});
