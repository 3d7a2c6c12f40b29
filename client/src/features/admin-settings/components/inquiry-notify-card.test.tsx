import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { InquiryNotifyCard } from "./inquiry-notify-card";

afterEach(() => vi.unstubAllGlobals());

const stored = [{ settingKey: "inquiryNotifyEmails", settingValue: "team@example.com" }];

describe("InquiryNotifyCard", () => {
  it("shows who gets new inquiries, from the administrators' own read, and saves the addresses typed", async () => {
    const calls = mockFetch((call) => (call.method === "GET" ? { body: stored } : { body: [] }));
    renderWithClient(<InquiryNotifyCard />);
    const field = await screen.findByLabelText("Send new inquiries to");
    expect(field).toHaveValue("team@example.com");
    const user = userEvent.setup();
    await user.type(field, "\nsales@example.com");
    await user.click(screen.getByRole("button", { name: "Save Inquiry E-mails" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")).toEqual({
      url: "/api/settings",
      method: "PUT",
      body: { settings: { inquiryNotifyEmails: "team@example.com\nsales@example.com" } },
    });
    expect(calls[0]!.url).toBe("/api/settings/private");
  });

  it("names an address that is not one, under the field, and sends nothing", async () => {
    const calls = mockFetch(() => ({ body: stored }));
    renderWithClient(<InquiryNotifyCard />);
    const field = await screen.findByLabelText("Send new inquiries to");
    const user = userEvent.setup();
    await user.type(field, ", sales@");
    await user.click(screen.getByRole("button", { name: "Save Inquiry E-mails" }));
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('"sales@" is not an e-mail address'));
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
