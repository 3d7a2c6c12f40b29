import { createHash } from "node:crypto";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import { INQUIRY_CHALLENGE_REFUSED } from "@shared/inquiry-form";
import { QuoteForm } from "./quote-form";

const CHALLENGE_URL = "/api/inquiries/challenge";

/** A challenge as the server makes one, small enough to solve at once: its number is `number`, up to 20. */
function smallChallenge(number: number, signature = "5".repeat(64)) {
  const salt = `0a1b2c?expires=${Math.floor(Date.now() / 1000) + 600}&`;
  const challenge = createHash("sha256").update(`${salt}${number}`).digest("hex");
  return { algorithm: "SHA-256", challenge, maxnumber: 20, salt, signature };
}

/** The `altcha` value of a call, decoded. */
const altchaOf = (call: FetchCall) => JSON.parse(atob((call.body as { altcha: string }).altcha)) as unknown;

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
    const calls = mockFetch(({ url }) => (url === CHALLENGE_URL ? { body: smallChallenge(5) } : { status: 500 }));
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
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("sends the inquiry with its proof of work and an empty hidden field, and confirms where the reply goes", async () => {
    const challenge = smallChallenge(13);
    const calls = mockFetch(({ url }) =>
      url === CHALLENGE_URL
        ? { body: challenge }
        : { status: 201, body: { message: "Thank you. We received your request." } },
    );
    renderWithClient(<QuoteForm />);
    await fillIn();
    await userEvent.type(screen.getByLabelText("Challenges (optional)"), "Lots of maths");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    const confirmation = await screen.findByRole("heading", { name: "Thank you, we have your request" });
    await waitFor(() => expect(confirmation.parentElement).toHaveFocus());
    expect(confirmation.parentElement).toHaveTextContent("reply by e-mail to grace@publisher.example");
    expect(screen.queryByRole("button", { name: "Send request" })).not.toBeInTheDocument();
    // The challenge was fetched once, when the visitor first focused the form, and solved before sending.
    expect(calls).toEqual([
      { url: CHALLENGE_URL, method: "GET", body: undefined },
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
          altcha: expect.any(String),
        },
      },
    ]);
    const { maxnumber: _, ...sent } = challenge;
    expect(altchaOf(calls[1]!)).toEqual({ ...sent, number: 13 });
  });

  it("solves a new challenge and sends once more when the server refuses the proof of work", async () => {
    const challenges = [smallChallenge(3, "a".repeat(64)), smallChallenge(17, "b".repeat(64))];
    let posts = 0;
    const calls = mockFetch(({ url }) => {
      if (url === CHALLENGE_URL) return { body: challenges.shift() };
      return ++posts === 1
        ? { status: 400, body: { message: INQUIRY_CHALLENGE_REFUSED } }
        : { status: 201, body: { message: "Thank you." } };
    });
    renderWithClient(<QuoteForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("heading", { name: "Thank you, we have your request" })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${CHALLENGE_URL}`,
      "POST /api/inquiries",
      `GET ${CHALLENGE_URL}`,
      "POST /api/inquiries",
    ]);
    expect(altchaOf(calls[1]!)).toMatchObject({ signature: "a".repeat(64), number: 3 });
    expect(altchaOf(calls[3]!)).toMatchObject({ signature: "b".repeat(64), number: 17 });
    expect(screen.queryByText(INQUIRY_CHALLENGE_REFUSED)).not.toBeInTheDocument();
  });

  it("waits under the button's 'Sending...' while the proof of work is not solved yet", async () => {
    let answerChallenge!: () => void;
    const challengeHeld = new Promise<void>((resolve) => (answerChallenge = resolve));
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? "GET"} ${url}`);
        if (url !== CHALLENGE_URL) return Response.json({ message: "Thank you." }, { status: 201 });
        await challengeHeld;
        return Response.json(smallChallenge(9));
      }),
    );
    renderWithClient(<QuoteForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(calls).toEqual([`GET ${CHALLENGE_URL}`]);
    answerChallenge();
    expect(await screen.findByRole("heading", { name: "Thank you, we have your request" })).toBeInTheDocument();
    expect(calls).toEqual([`GET ${CHALLENGE_URL}`, "POST /api/inquiries"]);
  });

  it("sends without a proof of work when the server asks for none", async () => {
    const calls = mockFetch(({ url }) =>
      url === CHALLENGE_URL ? { body: { disabled: true } } : { status: 201, body: { message: "Thank you." } },
    );
    renderWithClient(<QuoteForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("heading", { name: "Thank you, we have your request" })).toBeInTheDocument();
    expect(calls[1]!.body).not.toHaveProperty("altcha");
  });

  it("shows the rate limit's message and keeps what was typed", async () => {
    mockFetch(({ url }) =>
      url === CHALLENGE_URL
        ? { body: smallChallenge(5) }
        : { status: 429, body: { message: "Too many inquiries from this address. Try again in 60 minutes." } },
    );
    renderWithClient(<QuoteForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many inquiries from this address");
    expect(screen.getByLabelText("Full name")).toHaveValue("Grace Hopper");
  });

  it("puts the server's field errors under their fields and in the summary, which takes focus", async () => {
    mockFetch(({ url }) =>
      url === CHALLENGE_URL
        ? { body: smallChallenge(5) }
        : { status: 400, body: { message: "Invalid input", fieldErrors: { companyEmail: ["Use your work address"] } } },
    );
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
