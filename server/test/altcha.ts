// The quote form's proof of work, solved for tests as the visitor's browser solves it (modules/inquiries/challenge.ts).
import { createHash } from "node:crypto";
import type request from "supertest";
import type { InquiryChallenge, InquiryChallengeAnswer } from "@shared/schema";

/**
 * The `altcha` value that answers `challenge`: the number whose SHA-256 after the salt is the challenge, sent back
 * with the challenge as base64 JSON. Node's synchronous hash finds the largest number in tens of milliseconds;
 * altcha-lib's own solver awaits each hash and takes seconds, which the many suites that send an inquiry would pay
 * each time.
 */
export function solveChallenge(challenge: InquiryChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash("sha256")
      .update(challenge.salt + number)
      .digest("hex");
    if (hash === challenge.challenge) return btoa(JSON.stringify({ ...challenge, number }));
  }
  throw new Error(`No number up to ${challenge.maxnumber} solves the challenge`);
}

/** The `altcha` value for what GET /api/inquiries/challenge answered; none when the server asks for none. */
export const altchaFor = (answer: InquiryChallengeAnswer): string | undefined =>
  "disabled" in answer ? undefined : solveChallenge(answer);

/** Anything that can GET an address and give back its JSON body: a supertest agent, `request(app)`. */
interface Getter {
  get(url: string): PromiseLike<{ status: number; body: unknown }>;
}

/** `body` with a proof of work fetched through `agent` and solved, as the quote form sends it. */
export async function withProofOfWork<T extends object>(agent: Getter, body: T): Promise<T & { altcha?: string }> {
  const res = await agent.get("/api/inquiries/challenge");
  if (res.status !== 200) throw new Error(`GET /api/inquiries/challenge answered ${res.status}`);
  const altcha = altchaFor(res.body as InquiryChallengeAnswer);
  return altcha === undefined ? body : { ...body, altcha };
}

/** Sends `body` to POST /api/inquiries through `agent`, with a proof of work, as the quote form does. */
export async function sendInquiry(agent: request.Agent, body: object) {
  return agent.post("/api/inquiries").send(await withProofOfWork(agent, body));
}
