import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { Inquiry } from "@shared/schema";
import { inquiryRow } from "@shared/test/rows";
import { InquiryDetailsDialog } from "./inquiry-details-dialog";
import { RespondDialog } from "./respond-dialog";

afterEach(() => vi.unstubAllGlobals());

const inquiry: Inquiry = inquiryRow();

/**
 * The server as Inquiry Details meets it: the inquiry whole at GET /api/inquiries/4, no responses yet, and changes
 * (PATCH) applied to what it stores, unless `patch` answers otherwise.
 */
function server(initial: Inquiry, patch?: (call: FetchCall) => { status?: number; body?: unknown }) {
  let stored = initial;
  return (call: FetchCall) => {
    if (call.method === "PATCH")
      return patch ? patch(call) : { body: (stored = { ...stored, ...(call.body as object) }) };
    if (call.url.endsWith("/responses")) return { body: [] };
    if (call.url === "/api/inquiries/4") return { body: stored };
    return { status: 404, body: { message: "Not found" } };
  };
}

/** Inquiry Details opened on `opened` (the list's summary or the whole inquiry), with the toasts it shows. */
const renderDetails = (opened: Parameters<typeof InquiryDetailsDialog>[0]["inquiry"]) =>
  renderWithClient(
    <>
      <InquiryDetailsDialog inquiry={opened} onOpenChange={() => {}} onRespond={() => {}} />
      <Toaster />
    </>,
  );

const inReview: Inquiry = { ...inquiry, status: "in_review" };

describe("RespondDialog", () => {
  it("keeps Send Response disabled until the message has text", async () => {
    const calls = mockFetch(() => ({ status: 201, body: { emailed: false, message: "Saved, but not e-mailed." } }));
    const onOpenChange = vi.fn();
    renderWithClient(<RespondDialog inquiry={inquiry} onOpenChange={onOpenChange} />);
    const send = screen.getByRole("button", { name: "Send Response" });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Your Message"), "   ");
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Your Message"), "Hello Sam");
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/inquiries/4/respond" });
    // Sent trimmed (the shared schema trims), so the leading spaces typed above are gone.
    expect(calls[0]!.body).toEqual({ message: "Hello Sam" });
  });
});

describe("InquiryDetailsDialog", () => {
  it("fetches the whole inquiry, moves a new one to in_review when opened, and shows no Challenges when absent", async () => {
    const calls = mockFetch(server(inquiry));
    renderDetails(inquiry);
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: "/api/inquiries/4/status",
      body: { status: "in_review" },
    });
    expect(calls.find((c) => c.method === "GET" && c.url === "/api/inquiries/4")).toBeDefined();
    expect(await screen.findByText("555 0100")).toBeVisible();
    expect(screen.getByRole("listitem")).toHaveTextContent("EPUB");
    expect(screen.queryByText("Challenges")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Notes")).toHaveValue("");
    await waitFor(() => expect(screen.getByLabelText("Status")).toHaveValue("in_review"));
    expect(await screen.findByText("No responses yet.")).toBeVisible();
  });

  it("opens from the list's summary, which has no goals, and shows what the server answers", async () => {
    const { goals: _goals, challenges: _challenges, phoneNumber: _phone, notes: _notes, ...summary } = inquiry;
    mockFetch(server({ ...inReview, challenges: ["Maths"], notes: "Call back" }));
    renderDetails({ ...summary, status: "in_review" });
    expect(await screen.findByText("Maths")).toBeVisible();
    expect(screen.getByLabelText("Notes")).toHaveValue("Call back");
  });

  it("says so when the inquiry cannot be loaded", async () => {
    mockFetch(() => ({ status: 404, body: { message: "Inquiry 4 was not found" } }));
    renderDetails(inReview);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the inquiry: Inquiry 4 was not found");
  });

  it("does not touch an inquiry already in review", async () => {
    const calls = mockFetch(server(inReview));
    renderDetails(inReview);
    expect(await screen.findByText("No responses yet.")).toBeVisible();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
  });

  it("saves edited notes with Save notes, says so, and keeps the text", async () => {
    const calls = mockFetch(server({ ...inReview, notes: "Old" }));
    renderDetails(inReview);
    const notes = await screen.findByLabelText("Notes");
    expect(notes).toHaveValue("Old");
    const save = screen.getByRole("button", { name: "Save notes" });
    expect(save).toBeDisabled();
    await userEvent.clear(notes);
    await userEvent.type(notes, "Call back on Monday");
    await userEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/inquiries/4/notes")).toBe(true));
    expect(calls.find((c) => c.url === "/api/inquiries/4/notes")).toMatchObject({
      method: "PATCH",
      body: { notes: "Call back on Monday" },
    });
    expect(await screen.findByText("Notes saved")).toBeInTheDocument();
    expect(notes).toHaveValue("Call back on Monday");
  });

  it("shows the server's message when the notes cannot be saved", async () => {
    mockFetch(
      server(inReview, () => ({
        status: 404,
        body: { message: "Inquiry 4 was not found" },
      })),
    );
    renderDetails(inReview);
    await userEvent.type(await screen.findByLabelText("Notes"), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText("Failed to save notes")).toBeInTheDocument();
    expect(screen.getByText("Inquiry 4 was not found")).toBeInTheDocument();
    expect(screen.getByLabelText("Notes")).toHaveValue("Hello");
  });
});
