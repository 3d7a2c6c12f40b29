// The quote form's proof of work, solved in the visitor's browser (ALTCHA's protocol, see
// server/modules/inquiries/challenge.ts), and the sending of the form with it. Loaded only once the visitor starts
// on the form.
import { ApiError, apiJson, getJson } from "@/lib/api";
import { INQUIRY_CHALLENGE_REFUSED, type InquiryChallenge, type InquiryChallengeAnswer } from "@shared/inquiry-form";
import type { InquiryReceived } from "@shared/schema";
import type { QuoteFormValues } from "./quote-form-schema";

/** A solved challenge: the `altcha` value to send (none when the server asks for none) and when it stops counting. */
interface Solved {
  altcha: string | undefined;
  expiresAt: number;
}

/** One form's proof of work, kept from the visitor's first focus to the send (the form holds it in its state). */
export interface ProofOfWork {
  /** The attempt under way or done; a failed one is forgotten, so that the next call tries again. */
  attempt?: Promise<Solved>;
  started?: boolean;
}

/**
 * Hashes tried at once. Web Crypto hashes away from the page's own thread and each batch's answers come back as a
 * new task, so typing, scrolling and screen readers are answered between batches: the page never stalls.
 */
const BATCH = 200;

/** A solution this close to its expiry is not sent: a new challenge is solved instead. */
const EXPIRY_MARGIN_MS = 30_000;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The number up to `maxnumber` whose SHA-256 after the salt is the challenge; undefined when none is. */
export async function solve({ challenge, salt, maxnumber }: InquiryChallenge): Promise<number | undefined> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= maxnumber; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, maxnumber - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(
      numbers.map((number) => crypto.subtle.digest("SHA-256", encoder.encode(`${salt}${number}`))),
    );
    const found = hashes.findIndex((hash) => hex(hash) === challenge);
    if (found >= 0) return start + found;
  }
  return undefined;
}

/** Fetches a new challenge and solves it: the `altcha` value is the challenge and its number, base64 JSON. */
async function solvedChallenge(): Promise<Solved> {
  const answer = await getJson<InquiryChallengeAnswer>("/api/inquiries/challenge");
  if ("disabled" in answer) return { altcha: undefined, expiresAt: Infinity };
  const number = await solve(answer);
  if (number === undefined) throw new Error("Your request could not be sent. Please try again.");
  const { algorithm, challenge, salt, signature } = answer;
  const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? Infinity);
  return { altcha: btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })), expiresAt: expires * 1000 };
}

function current(proof: ProofOfWork): Promise<Solved> {
  if (!proof.attempt) {
    const attempt = solvedChallenge();
    attempt.catch(() => {
      if (proof.attempt === attempt) proof.attempt = undefined;
    });
    proof.attempt = attempt;
  }
  return proof.attempt;
}

/**
 * Starts fetching and solving a challenge the first time it is called. Later calls do nothing, even after a
 * failure: focusing field after field must not ask a server that is down again and again; sending tries again.
 */
export function start(proof: ProofOfWork) {
  if (proof.started) return;
  proof.started = true;
  current(proof).catch(() => undefined);
}

/** The `altcha` value to send (undefined when the server asks for none); a new one once the last has expired. */
async function solution(proof: ProofOfWork): Promise<string | undefined> {
  const solved = await current(proof);
  if (solved.expiresAt > Date.now() + EXPIRY_MARGIN_MS) return solved.altcha;
  proof.attempt = undefined;
  return (await current(proof)).altcha;
}

const post = (values: QuoteFormValues, altcha: string | undefined) =>
  apiJson<InquiryReceived>("POST", "/api/inquiries", { ...values, altcha });

const refusedForProof = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.serverMessage === INQUIRY_CHALLENGE_REFUSED;

/**
 * Sends the inquiry with its proof of work, waiting for it when it is not solved yet. Refused for it (expired while
 * the tab slept, or used by an attempt that failed after the server took it), it solves a new challenge and sends
 * once more.
 */
export async function sendInquiry(values: QuoteFormValues, proof: ProofOfWork): Promise<InquiryReceived> {
  let received: InquiryReceived;
  try {
    received = await post(values, await solution(proof));
  } catch (error) {
    if (!refusedForProof(error)) throw error;
    proof.attempt = undefined;
    received = await post(values, await solution(proof));
  }
  // Used up: another inquiry from this form would need a new one.
  proof.attempt = undefined;
  return received;
}
