import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { InquiryErasure } from "@shared/schema";
import { inquiryCountsQuery } from "../api/get-inquiry-counts";
import { EraseByEmailDialog } from "./erase-by-email-dialog";

afterEach(() => vi.unstubAllGlobals());

/** The server's answer to the erasure, whatever address was sent. */
const eraser = (erased: InquiryErasure) => (call: FetchCall) =>
  call.method === "POST" && call.url === "/api/inquiries/erase"
    ? { body: erased }
    : { status: 404, body: { message: "Not found" } };

function renderDialog(onOpenChange = vi.fn()) {
  const client = createQueryClient();
  // The counts beside Inquiries, as the admin area holds them: an erasure must have them read again.
  client.setQueryData(inquiryCountsQuery.queryKey, { all: 3, new: 3, in_review: 0, responded: 0 });
  renderWithClient(
    <>
      <EraseByEmailDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
    client,
  );
  return { client, onOpenChange };
}

const typeAddress = async (text: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail address/), text);
  await user.click(screen.getByRole("button", { name: "Erase..." }));
  return user;
};

describe("EraseByEmailDialog", () => {
  it("names what is wrong with an address under its field, and asks nothing of the server", async () => {
    const calls = mockFetch(eraser({ inquiries: 0, responses: 0, notifications: 0, activityEntries: 0 }));
    renderDialog();
    await typeAddress("grace@");
    const field = screen.getByLabelText(/^E-mail address/);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining("Enter an e-mail address, such as name@example.com"),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("asks to confirm, saying it cannot be undone, and erases nothing when that is cancelled", async () => {
    const calls = mockFetch(eraser({ inquiries: 1, responses: 0, notifications: 0, activityEntries: 0 }));
    const { onOpenChange } = renderDialog();
    const user = await typeAddress("grace@example.com");
    const confirm = await screen.findByRole("alertdialog", { name: "Erase everything from this address?" });
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining("grace@example.com"));
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining("This cannot be undone."));
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue("grace@example.com");
    expect(calls).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("erases once confirmed, says how many records went, closes and has the inquiry counts read again", async () => {
    const calls = mockFetch(eraser({ inquiries: 2, responses: 3, notifications: 1, activityEntries: 4 }));
    const { client, onOpenChange } = renderDialog();
    const user = await typeAddress("  Grace@Example.com ");
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Erase" }));
    expect(await screen.findByText("Erased 2 inquiries and 3 replies")).toBeInTheDocument();
    expect(screen.getByText("Backups made before now still hold them until those backups are deleted.")).toBeVisible();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    // Sent trimmed, as the shared schema reads it; the server matches it whatever its case.
    expect(calls).toEqual([{ url: "/api/inquiries/erase", method: "POST", body: { email: "Grace@Example.com" } }]);
    expect(client.getQueryState(inquiryCountsQuery.queryKey)?.isInvalidated).toBe(true);
  });

  it("says so when no inquiry came from that address", async () => {
    mockFetch(eraser({ inquiries: 0, responses: 0, notifications: 0, activityEntries: 0 }));
    renderDialog();
    const user = await typeAddress("nobody@example.com");
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Erase" }));
    expect(await screen.findByText("No inquiries from that address")).toBeInTheDocument();
    expect(screen.getByText("Nothing was erased.")).toBeInTheDocument();
  });
});
