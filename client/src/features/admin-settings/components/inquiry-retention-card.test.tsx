import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { InquiryRetentionCard } from "./inquiry-retention-card";

afterEach(() => vi.unstubAllGlobals());

const stored = (months: string | null) => [
  { settingKey: "inquiryNotifyEmails", settingValue: null },
  { settingKey: "inquiryRetentionMonths", settingValue: months },
];

const LABEL = "Delete inquiries older than (months)";

describe("InquiryRetentionCard", () => {
  it("shows the months stored, from the administrators' own read, and saves the number typed", async () => {
    const calls = mockFetch((call) => (call.method === "GET" ? { body: stored("24") } : { body: [] }));
    renderWithClient(
      <>
        <InquiryRetentionCard />
        <Toaster />
      </>,
    );
    const field = await screen.findByLabelText(LABEL);
    expect(field).toHaveValue("24");
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, "36");
    await user.click(screen.getByRole("button", { name: "Save Retention Period" }));
    expect(await screen.findByText("Inquiries unchanged for 36 months will be deleted, once a day.")).toBeVisible();
    expect(calls.find((call) => call.method === "PUT")).toEqual({
      url: "/api/settings",
      method: "PUT",
      body: { settings: { inquiryRetentionMonths: "36" } },
    });
  });

  it("turns it off with an empty field", async () => {
    const calls = mockFetch((call) => (call.method === "GET" ? { body: stored("12") } : { body: [] }));
    renderWithClient(
      <>
        <InquiryRetentionCard />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(LABEL));
    await user.click(screen.getByRole("button", { name: "Save Retention Period" }));
    expect(await screen.findByText("Inquiries are kept until someone deletes them.")).toBeVisible();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ settings: { inquiryRetentionMonths: null } });
  });

  it.each([
    ["121", "Inquiry retention period must be at most 120 months (ten years)"],
    ["two", "Inquiry retention period must be a whole number of months, such as 24, or empty"],
  ])("names what is wrong with %j under the field, and sends nothing", async (typed, message) => {
    const calls = mockFetch(() => ({ body: stored(null) }));
    renderWithClient(<InquiryRetentionCard />);
    const field = await screen.findByLabelText(LABEL);
    const user = userEvent.setup();
    await user.type(field, typed);
    await user.click(screen.getByRole("button", { name: "Save Retention Period" }));
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
