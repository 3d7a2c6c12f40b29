import { screen, waitFor, within } from "@testing-library/react";
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

/** The server as the Respond dialog meets it: whether mail is set up, and `respond`'s answer to the reply. */
function replyServer(configured: boolean, respond: (call: FetchCall) => { status?: number; body?: unknown }) {
  return (call: FetchCall) => {
    if (call.url === "/api/inquiries/mail-status") return { body: { configured } };
    if (call.method === "POST" && call.url === "/api/inquiries/4/respond") return respond(call);
    return { status: 404, body: { message: "Not found" } };
  };
}

/** What the server answers for a reply that was (or was not) e-mailed, with its plain words. */
const outcome = (emailed: boolean, message: string) => ({
  status: 201,
  body: { inquiry, response: { id: 1, inquiryId: 4, emailed, deliveryNote: message }, emailed, message },
});

const renderRespond = (onOpenChange = vi.fn()) =>
  renderWithClient(
    <>
      <RespondDialog inquiry={inquiry} onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );

describe("RespondDialog", () => {
  it("keeps Send Response disabled until the message has text, and sends the subject with it", async () => {
    const calls = mockFetch(replyServer(true, () => outcome(true, "E-mailed to sam@example.com.")));
    const onOpenChange = vi.fn();
    renderRespond(onOpenChange);
    const send = screen.getByRole("button", { name: "Send Response" });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Your Message"), "   ");
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Your Message"), "Hello Sam");
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({ url: "/api/inquiries/4/respond" });
    // Sent trimmed (the shared schema trims), so the leading spaces typed above are gone.
    expect(post!.body).toEqual({ subject: "Re: your accessibility services inquiry", message: "Hello Sam" });
  });

  it("says before anything is written that the site cannot send e-mail, and ties the note to the form", async () => {
    mockFetch(replyServer(false, () => outcome(false, "Not e-mailed.")));
    renderRespond();
    const note = await screen.findByRole("note");
    expect(note).toHaveTextContent("This site cannot send e-mail: no mail server is set up.");
    expect(note).toHaveTextContent(`not sent to ${inquiry.companyEmail}`);
    const subject = screen.getByLabelText("Subject");
    expect(subject).toHaveAccessibleDescription(expect.stringContaining("This site cannot send e-mail"));
    expect(subject.closest("form")).toHaveAttribute("aria-describedby", note.id);
    // It stands above the fields, and nothing has been typed yet.
    expect(note.compareDocumentPosition(subject) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText("Your Message")).toHaveValue("");
  });

  it("says so when it could not check whether the site can send e-mail", async () => {
    mockFetch((call) =>
      call.url === "/api/inquiries/mail-status"
        ? { status: 503, body: { message: "The database is unavailable" } }
        : { status: 404, body: { message: "Not found" } },
    );
    renderRespond();
    const note = await screen.findByRole("note");
    expect(note).toHaveTextContent("Could not check whether this site can send e-mail (The database is unavailable).");
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription(expect.stringContaining("Could not check"));
  });

  it("shows no note when a mail server is set up", async () => {
    const calls = mockFetch(replyServer(true, () => outcome(true, "E-mailed.")));
    renderRespond();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/inquiries/mail-status")).toBe(true));
    await screen.findByLabelText("Subject");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).not.toHaveAttribute("aria-describedby");
  });

  it("says 'Response sent' only when the mail server accepted the e-mail", async () => {
    mockFetch(replyServer(true, () => outcome(true, "E-mailed to sam@example.com.")));
    renderRespond();
    await userEvent.type(screen.getByLabelText("Your Message"), "Hello Sam");
    await userEvent.click(screen.getByRole("button", { name: "Send Response" }));
    expect(await screen.findByText("Response sent")).toBeInTheDocument();
    expect(screen.getByText("Your response has been sent successfully.")).toBeInTheDocument();
    expect(screen.queryByText(/not e-mailed/i)).not.toBeInTheDocument();
  });

  it("says the response was saved but not e-mailed, with the server's reason, when it was not", async () => {
    const reason = "Not e-mailed: the mail server refused it (550 Mailbox unavailable).";
    mockFetch(replyServer(true, () => outcome(false, reason)));
    renderRespond();
    await userEvent.type(screen.getByLabelText("Your Message"), "Hello Sam");
    await userEvent.click(screen.getByRole("button", { name: "Send Response" }));
    expect(await screen.findByText("Response saved, not e-mailed")).toBeInTheDocument();
    const kept = "It is kept in the inquiry's Response History, and the inquiry keeps its status.";
    expect(screen.getByText(`${reason} ${kept}`)).toBeVisible();
    expect(screen.queryByText("Response sent")).not.toBeInTheDocument();
    expect(screen.queryByText("Your response has been sent successfully.")).not.toBeInTheDocument();
  });

  it("prefills an editable, required subject and sends what was typed", async () => {
    const calls = mockFetch(replyServer(true, () => outcome(true, "E-mailed.")));
    const onOpenChange = vi.fn();
    renderRespond(onOpenChange);
    const subject = screen.getByLabelText("Subject");
    expect(subject).toHaveValue("Re: your accessibility services inquiry");
    expect(subject).toBeRequired();
    expect(subject).toHaveAttribute("maxLength", "200");
    await userEvent.type(screen.getByLabelText("Your Message"), "Hello Sam");

    // A blank subject is refused in place, and nothing is sent.
    await userEvent.clear(subject);
    await userEvent.click(screen.getByRole("button", { name: "Send Response" }));
    expect(await screen.findByText("Subject is required")).toBeVisible();
    expect(subject).toHaveAccessibleDescription("Subject is required");
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.type(subject, "Your EPUB quote");
    await userEvent.click(screen.getByRole("button", { name: "Send Response" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ subject: "Your EPUB quote", message: "Hello Sam" });
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

  it("lists a reply that was only saved with its subject, marked not e-mailed with the reason", async () => {
    const note = "Not e-mailed: this site has no mail server set up, so nothing was sent.";
    mockFetch((call) =>
      call.url.endsWith("/responses")
        ? {
            body: [
              {
                id: 1,
                inquiryId: 4,
                subject: "Your EPUB quote",
                message: "Hello Sam",
                sentBy: 1,
                sentAt: new Date().toISOString(),
                emailed: false,
                deliveryNote: note,
              },
            ],
          }
        : { body: inReview },
    );
    renderDetails(inReview);
    const history = within(await screen.findByRole("region", { name: "Response History" }));
    expect(await history.findByText("Your EPUB quote")).toBeVisible();
    expect(history.getByRole("listitem")).toHaveTextContent(/Saved, not e-mailed.*Subject: Your EPUB quote.*Hello Sam/);
    expect(history.getByText(note)).toBeVisible();
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
