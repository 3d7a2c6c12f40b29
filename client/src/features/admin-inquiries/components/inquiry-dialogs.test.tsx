import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Inquiry } from "@shared/schema";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { InquiryDetailsDialog } from "./inquiry-details-dialog";
import { RespondDialog } from "./respond-dialog";

afterEach(() => vi.unstubAllGlobals());

const inquiry: Inquiry = {
  id: 4,
  fullName: "Sam Buyer",
  designation: "CTO",
  companyEmail: "sam@example.org",
  phoneNumber: "555 0100",
  goals: ["EPUB"],
  challenges: null,
  status: "new",
  notes: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

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
  it("moves a new inquiry to in_review when opened, and shows no Challenges when absent", async () => {
    const calls = mockFetch(({ url }) =>
      url.endsWith("/responses") ? { body: [] } : { body: { ...inquiry, status: "in_review" } },
    );
    renderWithClient(<InquiryDetailsDialog inquiry={inquiry} onOpenChange={() => {}} onRespond={() => {}} />);
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: "/api/inquiries/4/status",
      body: { status: "in_review" },
    });
    expect(screen.queryByText("Challenges")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Notes")).toHaveValue("");
    expect(await screen.findByText("No responses yet.")).toBeVisible();
  });

  it("does not touch an inquiry already in review", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderWithClient(
      <InquiryDetailsDialog
        inquiry={{ ...inquiry, status: "in_review" }}
        onOpenChange={() => {}}
        onRespond={() => {}}
      />,
    );
    expect(await screen.findByText("No responses yet.")).toBeVisible();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
  });

  it("saves edited notes with Save notes, says so, and keeps the text", async () => {
    const calls = mockFetch(({ method, body }) =>
      method === "PATCH" ? { body: { ...inquiry, status: "in_review", ...(body as object) } } : { body: [] },
    );
    renderWithClient(
      <>
        <InquiryDetailsDialog
          inquiry={{ ...inquiry, status: "in_review", notes: "Old" }}
          onOpenChange={() => {}}
          onRespond={() => {}}
        />
        <Toaster />
      </>,
    );
    const notes = screen.getByLabelText("Notes");
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
    mockFetch(({ method }) =>
      method === "PATCH" ? { status: 404, body: { message: "Inquiry 4 was not found" } } : { body: [] },
    );
    renderWithClient(
      <>
        <InquiryDetailsDialog
          inquiry={{ ...inquiry, status: "in_review" }}
          onOpenChange={() => {}}
          onRespond={() => {}}
        />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText("Notes"), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText("Failed to save notes")).toBeInTheDocument();
    expect(screen.getByText("Inquiry 4 was not found")).toBeInTheDocument();
    expect(screen.getByLabelText("Notes")).toHaveValue("Hello");
  });
});
