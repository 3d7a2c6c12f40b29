import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { asLoaded, LOADED_VERSION, STALE } from "@/test/versions";
import type { FaqItem } from "@shared/schema";
import { faqItemRow } from "@shared/test/rows";
import { FaqDialog } from "./faq-dialog";

afterEach(() => vi.unstubAllGlobals());

const existing: FaqItem = asLoaded(
  faqItemRow({
    answerType: "list",
    listItems: ["EPUB conversion: 2-4 business days", "Rush service is available"],
  }),
);

describe("FaqDialog", () => {
  it("is named after its form, for React DevTools and error messages", () => {
    expect(FaqDialog.displayName).toBe("FaqDialog");
  });

  it("requires a question and an answer, with the first invalid field focused, and sends nothing", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<FaqDialog open onOpenChange={() => {}} item={null} nextSortOrder={21} />);
    await userEvent.click(screen.getByRole("button", { name: "Add Question" }));
    expect(await screen.findByText("Question is required")).toBeVisible();
    expect(screen.getByText("Answer is required")).toBeVisible();
    expect(screen.getByLabelText("Question")).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("adds a list answer from one item per line, by keyboard, at the end of the list", async () => {
    const calls = mockFetch(({ body }) => ({ status: 201, body }));
    const onOpenChange = vi.fn();
    renderWithClient(<FaqDialog open onOpenChange={onOpenChange} item={null} nextSortOrder={21} />);
    const user = userEvent.setup();
    expect(screen.getByRole("radio", { name: "Text" })).toBeChecked();
    expect(screen.queryByLabelText("List items")).toBeNull();
    await user.click(screen.getByLabelText("Question"));
    await user.keyboard("Which formats do you accept?");
    await user.tab();
    expect(screen.getByRole("radio", { name: "Text" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "List" })).toBeChecked();
    await user.tab();
    expect(screen.getByLabelText("Intro text")).toHaveFocus();
    await user.keyboard("We accept:");
    await user.tab();
    expect(screen.getByLabelText("List items")).toHaveFocus();
    await user.keyboard("PDF{Enter}{Enter}  EPUB  {Enter}");
    await user.keyboard("{Enter}");
    // Enter in the list textarea adds a line; the form is sent with the button.
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/faq",
      body: {
        question: "Which formats do you accept?",
        answerType: "list",
        answer: "We accept:",
        listItems: ["PDF", "EPUB"],
        sortOrder: 21,
      },
    });
  });

  it("refuses a list answer without list items", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<FaqDialog open onOpenChange={() => {}} item={{ ...existing }} nextSortOrder={21} />);
    await userEvent.clear(screen.getByLabelText("List items"));
    await userEvent.type(screen.getByLabelText("List items"), "{Enter}   ");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("A list answer needs at least one list item")).toBeVisible();
    expect(screen.getByLabelText("List items")).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field errors on the fields, a list item's on the list", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        message: "Invalid request",
        fieldErrors: {
          question: ["Question is taken"],
          "listItems.1": ["Each list item must be at most 500 characters"],
        },
      },
    }));
    renderWithClient(<FaqDialog open onOpenChange={() => {}} item={existing} nextSortOrder={21} />);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Question is taken")).toBeVisible();
    expect(screen.getByText("Each list item must be at most 500 characters")).toBeVisible();
    expect(screen.getByLabelText("Question")).toHaveFocus();
  });

  it("sends the updatedAt it loaded, and shows the server's 409 message when someone else saved first", async () => {
    const calls = mockFetch(({ method }) =>
      method === "PUT" ? { status: 409, body: { message: STALE } } : { body: [] },
    );
    const onOpenChange = vi.fn();
    renderWithClient(
      <>
        <FaqDialog open onOpenChange={onOpenChange} item={existing} nextSortOrder={21} />
        <Toaster />
      </>,
    );
    expect(screen.getByLabelText("List items")).toHaveValue(
      "EPUB conversion: 2-4 business days\nRush service is available",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update question")).toBeVisible();
    expect(screen.getByText(STALE)).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: "/api/faq/3",
      body: { answerType: "list", listItems: existing.listItems, updatedAt: LOADED_VERSION },
    });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
