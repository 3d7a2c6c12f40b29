import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { stubEditorLayout } from "@/test/editor-layout";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { pageRow } from "@shared/test/rows";
import { pageQuery } from "../../api/get-pages";
import { PageDialog } from "../page-dialog";

afterEach(() => vi.unstubAllGlobals());

beforeAll(stubEditorLayout);

const fullWindowButton = () => screen.getByRole("button", { name: "Full window" });
/** The part of the dialog that fills the window, when it does. */
const fullWindowPart = () => document.querySelector<HTMLElement>("[data-full-window]");

async function openEditor() {
  mockFetch(() => ({ status: 500 }));
  const onOpenChange = vi.fn();
  const page = pageRow({ isPublished: false, content: "<p>Hi</p>" });
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, []);
  client.setQueryData(pageQuery(page.id).queryKey, page);
  renderWithClient(<PageDialog open onOpenChange={onOpenChange} page={page} />, client);
  // The editor downloads on first use: the first test of a run waits for it longest.
  const content = await screen.findByRole("textbox", { name: "Page Content" }, { timeout: 10_000 });
  return { content, onOpenChange };
}

describe("the page editor's full window", () => {
  it("is a toggle button that gives the editor, its toolbar and the accessibility check the whole window", async () => {
    await openEditor();
    expect(fullWindowButton()).toHaveAttribute("aria-pressed", "false");
    expect(fullWindowPart()).toBeNull();

    await userEvent.click(fullWindowButton());
    expect(fullWindowButton()).toHaveAttribute("aria-pressed", "true");
    const part = fullWindowPart()!;
    expect(part).toHaveClass("fixed", "inset-0");
    expect(within(part).getByRole("textbox", { name: "Page Content" })).toBeVisible();
    expect(within(part).getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    expect(within(part).getByRole("heading", { name: "Accessibility check" })).toBeVisible();
    // The button stays where it was pressed, inside the part.
    expect(within(part).getByRole("button", { name: "Full window" })).toHaveFocus();

    await userEvent.click(fullWindowButton());
    expect(fullWindowButton()).toHaveAttribute("aria-pressed", "false");
    expect(fullWindowPart()).toBeNull();
    expect(screen.getByRole("dialog")).toBeVisible();
  });

  it("Escape leaves the full window, keeps the dialog open and the focus in the editor", async () => {
    const { onOpenChange } = await openEditor();
    await userEvent.click(fullWindowButton());
    const content = screen.getByRole("textbox", { name: "Page Content" });
    await userEvent.click(content);
    // Typing goes after "Hi": where a click puts the caret depends on timing in jsdom, which has no layout.
    const end = document.createRange();
    end.selectNodeContents(content.querySelector("p")!);
    end.collapse(false);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(end);
    await userEvent.type(content, " there", { skipClick: true });
    await userEvent.keyboard("{Escape}");
    expect(fullWindowButton()).toHaveAttribute("aria-pressed", "false");
    expect(fullWindowPart()).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeVisible();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Page Content" })).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Page Content" })).toHaveTextContent("Hi there");
  });

  it("Escape outside the full window still closes the dialog", async () => {
    const { onOpenChange } = await openEditor();
    await userEvent.click(screen.getByRole("textbox", { name: "Page Content" }));
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
