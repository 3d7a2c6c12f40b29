import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { serviceRows } from "@/test/services";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { ServiceDialog } from "./service-dialog";

afterEach(() => vi.unstubAllGlobals());

async function fillIn(id: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Address"), id);
  await user.type(screen.getByLabelText("Title"), "Braille Transcription");
  await user.type(screen.getByLabelText("Description"), "Print into braille.");
  await user.type(screen.getByLabelText("Keywords"), "braille,  UEB ,");
  await user.click(screen.getByRole("radio", { name: "Open book" }));
  await user.type(screen.getByLabelText("Features"), "UEB{Enter}{Enter}  Tactile graphics ");
  await user.type(screen.getByLabelText("Page text"), "Proofread by hand.");
  await user.click(screen.getByRole("button", { name: "Add Service" }));
}

describe("ServiceDialog", () => {
  it("checks the address and the lists before sending anything, with the first invalid field focused", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<ServiceDialog open onOpenChange={() => {}} item={null} nextSortOrder={9} />);
    await userEvent.type(screen.getByLabelText("Address"), "Braille Books");
    await userEvent.click(screen.getByRole("button", { name: "Add Service" }));
    expect(
      await screen.findByText("Use lowercase letters, digits and single hyphens only, e.g. braille-transcription"),
    ).toBeVisible();
    expect(screen.getByText("Title is required")).toBeVisible();
    expect(screen.getByText("At least 1 feature")).toBeVisible();
    expect(screen.getByLabelText("Address")).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("sends features one per line and keywords split at commas, at the end of the list", async () => {
    const calls = mockFetch(({ body }) => ({ status: 201, body }));
    const onOpenChange = vi.fn();
    renderWithClient(<ServiceDialog open onOpenChange={onOpenChange} item={null} nextSortOrder={9} />);
    await fillIn("braille");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/services",
      body: {
        id: "braille",
        title: "Braille Transcription",
        keywords: ["braille", "UEB"],
        icon: "book-open",
        features: ["UEB", "Tactile graphics"],
        detail: "Proofread by hand.",
        sortOrder: 9,
      },
    });
  });

  it("shows the server's refusal of a taken address on the address field, and stays open", async () => {
    const taken = "A service already has the address /services/braille; choose another";
    mockFetch(() => ({ status: 409, body: { message: taken, fieldErrors: { id: [taken] } } }));
    const onOpenChange = vi.fn();
    renderWithClient(
      <>
        <ServiceDialog open onOpenChange={onOpenChange} item={null} nextSortOrder={9} />
        <Toaster />
      </>,
    );
    await fillIn("braille");
    await waitFor(() =>
      expect(screen.getByLabelText("Address")).toHaveAccessibleDescription(expect.stringContaining(taken)),
    );
    expect(screen.getByLabelText("Address")).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("edits without the address, sending the loaded updatedAt", async () => {
    const calls = mockFetch(({ body }) => ({ status: 200, body }));
    const epub = { ...serviceRows[2]!, updatedAt: "2025-05-01T10:20:30.456Z" as unknown as Date };
    renderWithClient(<ServiceDialog open onOpenChange={() => {}} item={epub} nextSortOrder={9} />);
    expect(screen.queryByLabelText("Address")).toBeNull();
    expect(screen.getByText("/services/epub")).toBeVisible();
    expect(screen.getByRole("radio", { name: "Open book" })).toBeChecked();
    const title = screen.getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "EPUB 3 Conversion{Enter}");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "PUT", url: "/api/services/epub" });
    expect(calls[0]!.body).toMatchObject({ title: "EPUB 3 Conversion", updatedAt: "2025-05-01T10:20:30.456Z" });
    expect(calls[0]!.body).not.toHaveProperty("id");
    expect((calls[0]!.body as { features: string[] }).features).toHaveLength(6);
  });
});
