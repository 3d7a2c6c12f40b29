import { ApiError, apiJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import { INQUIRY_CHALLENGE_REFUSED } from "@shared/inquiry-form";
import type { InquiryReceived } from "@shared/schema";
import type { Solved } from "./proof-of-work";
import type { QuoteFormValues } from "./quote-form-schema";

/** Sends a quote request to the public inquiry endpoint (rate limited per address; 429 says when to try again). */
export const submitInquiry = (values: QuoteFormValues & { altcha?: string }) =>
  apiJson<InquiryReceived>("POST", "/api/inquiries", values);

/** A solution this close to its expiry is not sent: a new challenge is solved instead. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The form's proof of work: fetched and solved in the background from the first `start` (the visitor focusing the
 * form), so that it is usually ready before they send; `solution` waits for it otherwise. The solver loads only
 * then, never with the page.
 */
export class ProofOfWork {
  #attempt: Promise<Solved> | undefined;
  #started = false;

  /**
   * Starts fetching and solving a challenge the first time it is called. Later calls do nothing, even after a
   * failure: focusing field after field must not ask a server that is down again and again; sending tries again.
   */
  start() {
    if (this.#started) return;
    this.#started = true;
    this.#current().catch(() => undefined);
  }

  /** The `altcha` value to send (undefined when the server asks for none); a new one once the last has expired. */
  async solution(): Promise<string | undefined> {
    const solved = await this.#current();
    if (solved.expiresAt > Date.now() + EXPIRY_MARGIN_MS) return solved.altcha;
    this.renew();
    return (await this.#current()).altcha;
  }

  /** Forgets the current solution (used, or refused): the next is for a new challenge. */
  renew() {
    this.#attempt = undefined;
  }

  // The attempt under way or done; a failed one (no network, say) is forgotten, so the next call tries again.
  #current(): Promise<Solved> {
    if (!this.#attempt) {
      const attempt = import("./proof-of-work").then((solver) => solver.solvedChallenge());
      attempt.catch(() => {
        if (this.#attempt === attempt) this.#attempt = undefined;
      });
      this.#attempt = attempt;
    }
    return this.#attempt;
  }
}

const refusedForProof = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.serverMessage === INQUIRY_CHALLENGE_REFUSED;

/**
 * Sends the inquiry with its proof of work. Refused for it (expired while the tab slept, or used by an attempt
 * that failed after the server took it), it solves a new challenge and sends once more.
 */
export async function sendInquiry(values: QuoteFormValues, proof: ProofOfWork): Promise<InquiryReceived> {
  let received: InquiryReceived;
  try {
    received = await submitInquiry({ ...values, altcha: await proof.solution() });
  } catch (error) {
    if (!refusedForProof(error)) throw error;
    proof.renew();
    received = await submitInquiry({ ...values, altcha: await proof.solution() });
  }
  // Used up: another inquiry from this form would need a new one.
  proof.renew();
  return received;
}

/** The public site has no toasts: the form shows a failure in place. */
export const useSubmitInquiry = (proof: ProofOfWork) =>
  useChange((values: QuoteFormValues) => sendInquiry(values, proof));
