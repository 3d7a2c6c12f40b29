import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { QuoteForm } from "./quote-form";

afterEach(() => vi.unstubAllGlobals());

async function fillIn(email = "grace@publisher.example") {
  await userEvent.type(screen.getByLabelText("Full name"), "Grace Hopper");
  await userEvent.type(screen.getByLabelText("Designation"), "Head of Digital");
  await userEvent.type(screen.getByLabelText("Company e-mail"), email);
  await userEvent.type(screen.getByLabelText("Phone number"), "+1 555 010 2030");
  await userEvent.click(screen.getByLabelText("Accessible EPUB"));
}

describe("QuoteForm", () => {
  it("sends nothing with mistakes: focuses a summary whose links lead to each field", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<QuoteForm />);
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    const summary = await screen.findByRole("heading", { name: "There is a problem" });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const links = screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Full name is required", "#quote-fullName"],
      ["Designation is required", "#quote-designation"],
      ["Enter a valid company e-mail address", "#quote-companyEmail"],
      ["Phone number is required", "#quote-phoneNumber"],
      ["Choose at least one goal", "#quote-goals-0"],
    ]);
    const name = screen.getByLabelText("Full name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Full name is required");
    await userEvent.click(screen.getByRole("link", { name: "Choose at least one goal" }));
    expect(screen.getByLabelText(/NIMAS/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("sends the inquiry with an empty hidden field and confirms where the reply goes", async () => {
    const calls = mockFetch(() => ({ status: 201, body: { message: "Thank you. We received your request." } }));
    renderWithClient(<QuoteForm />);
    await fillIn();
    await userEvent.type(screen.getByLabelText("Challenges (optional)"), "Lots of maths");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    const confirmation = await screen.findByRole("heading", { name: "Thank you, we have your request" });
    await waitFor(() => expect(confirmation.parentElement).toHaveFocus());
    expect(confirmation.parentElement).toHaveTextContent("reply by e-mail to grace@publisher.example");
    expect(screen.queryByRole("button", { name: "Send request" })).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: "/api/inquiries",
        method: "POST",
        body: {
          fullName: "Grace Hopper",
          designation: "Head of Digital",
          companyEmail: "grace@publisher.example",
          phoneNumber: "+1 555 010 2030",
          goals: ["Accessible EPUB"],
          challenges: ["Lots of maths"],
          website: "",
        },
      },
    ]);
  });

  it("shows the rate limit's message and keeps what was typed", async () => {
    mockFetch(() => ({
      status: 429,
      body: { message: "Too many inquiries from this address. Try again in 60 minutes." },
    }));
    renderWithClient(<QuoteForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many inquiries from this address");
    expect(screen.getByLabelText("Full name")).toHaveValue("Grace Hopper");
  });

  it("puts the server's field errors under their fields and in the summary, which takes focus", async () => {
    mockFetch(() => ({
      status: 400,
      body: { message: "Invalid input", fieldErrors: { companyEmail: ["Use your work address"] } },
    }));
    renderWithClient(<QuoteForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("link", { name: "Use your work address" })).toHaveAttribute(
      "href",
      "#quote-companyEmail",
    );
    const email = screen.getByLabelText("Company e-mail");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Use your work address");
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "There is a problem" }).parentElement).toHaveFocus(),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
