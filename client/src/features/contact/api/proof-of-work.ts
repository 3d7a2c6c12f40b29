// The quote form's proof of work, solved in the visitor's browser (ALTCHA's protocol, see
// server/modules/inquiries/challenge.ts). Loaded only once the visitor starts on the form.
import { getJson } from "@/lib/api";
import type { InquiryChallenge, InquiryChallengeAnswer } from "@shared/inquiry-form";

/** A solved challenge: the `altcha` value to send (none when the server asks for none) and when it stops counting. */
export interface Solved {
  altcha: string | undefined;
  expiresAt: number;
}

/**
 * Hashes tried at once. Web Crypto hashes away from the page's own thread and each batch's answers come back as a
 * new task, so typing, scrolling and screen readers are answered between batches: the page never stalls.
 */
const BATCH = 200;

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
export async function solvedChallenge(): Promise<Solved> {
  const answer = await getJson<InquiryChallengeAnswer>("/api/inquiries/challenge");
  if ("disabled" in answer) return { altcha: undefined, expiresAt: Infinity };
  const number = await solve(answer);
  if (number === undefined) throw new Error("Your request could not be sent. Please try again.");
  const { algorithm, challenge, salt, signature } = answer;
  const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? Infinity);
  return { altcha: btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })), expiresAt: expires * 1000 };
}
