import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { TestEmailCard } from "./test-email-card";

afterEach(() => vi.unstubAllGlobals());

async function sendTo(address: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Send the test to"), address);
  await user.click(screen.getByRole("button", { name: "Send a test e-mail" }));
}

describe("TestEmailCard", () => {
  it("puts the mail server's acceptance in a status message screen readers read", async () => {
    const calls = mockFetch(() => ({
      body: { accepted: true, message: "The mail server accepted the test message for me@example.com." },
    }));
    renderWithClient(<TestEmailCard />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    await sendTo("me@example.com");
    await waitFor(() =>
      expect(status).toHaveTextContent("The mail server accepted the test message for me@example.com."),
    );
    expect(calls).toEqual([{ url: "/api/settings/test-email", method: "POST", body: { to: "me@example.com" } }]);
  });

  it("says it was not sent, and why, when the server refused it or none is configured", async () => {
    mockFetch(() => ({ body: { accepted: false, message: "No mail server is configured (SMTP_URL)." } }));
    renderWithClient(<TestEmailCard />);
    await sendTo("me@example.com");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Not sent. No mail server is configured (SMTP_URL)."),
    );
  });

  it("asks for an e-mail address before sending anything", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderWithClient(<TestEmailCard />);
    await sendTo("not an address");
    const field = screen.getByLabelText("Send the test to");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(expect.stringMatching(/Enter an e-mail address/));
    expect(calls).toEqual([]);
  });
});
