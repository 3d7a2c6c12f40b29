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
  await user.type(screen.getByLabelText("Title"), "Braille Transcription");
  await user.clear(screen.getByLabelText("Address"));
  await user.type(screen.getByLabelText("Address"), id);
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
    // The title comes first.
    expect(screen.getByLabelText("Title")).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("suggests the address from the title as it is typed, until the administrator types their own", async () => {
    const user = userEvent.setup();
    renderWithClient(<ServiceDialog open onOpenChange={() => {}} item={null} nextSortOrder={9} />);
    const [title, address] = [screen.getByLabelText("Title"), screen.getByLabelText("Address")];
    expect(screen.getAllByRole("textbox").slice(0, 2)).toEqual([title, address]);
    await user.type(title, "Café Menus (Braille)");
    expect(address).toHaveValue("cafe-menus-braille");
    await user.type(title, " & Large Print");
    expect(address).toHaveValue("cafe-menus-braille-large-print");

    await user.clear(address);
    await user.type(address, "menus");
    await user.type(title, " Too");
    expect(address).toHaveValue("menus");
    // Emptied, it follows the title again.
    await user.clear(address);
    await user.type(title, "!");
    expect(address).toHaveValue("cafe-menus-braille-large-print-too");
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

  it("edits with the address as it is, sending the loaded updatedAt; the title does not move the page", async () => {
    const calls = mockFetch(({ body }) => ({ status: 200, body }));
    const epub = { ...serviceRows[2]!, updatedAt: "2025-05-01T10:20:30.456Z" as unknown as Date };
    renderWithClient(<ServiceDialog open onOpenChange={() => {}} item={epub} nextSortOrder={9} />);
    expect(screen.getByLabelText("Address")).toHaveValue("epub");
    expect(screen.getByRole("radio", { name: "Open book" })).toBeChecked();
    const title = screen.getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "EPUB 3 Conversion{Enter}");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "PUT", url: "/api/services/epub" });
    expect(calls[0]!.body).toMatchObject({
      id: "epub",
      title: "EPUB 3 Conversion",
      updatedAt: "2025-05-01T10:20:30.456Z",
    });
    expect((calls[0]!.body as { features: string[] }).features).toHaveLength(6);
  });

  it("moves a service to a new address, saying the old one will redirect to it", async () => {
    const calls = mockFetch(({ body }) => ({ status: 200, body }));
    renderWithClient(<ServiceDialog open onOpenChange={() => {}} item={serviceRows[2]!} nextSortOrder={9} />);
    const address = screen.getByLabelText("Address");
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining("The old address will redirect to the new one."),
    );
    await userEvent.clear(address);
    await userEvent.type(address, "epub-3{Enter}");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "PUT", url: "/api/services/epub", body: { id: "epub-3" } });
  });
});
