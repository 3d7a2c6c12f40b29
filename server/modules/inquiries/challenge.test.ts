import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INQUIRY_CHALLENGE_REFUSED, type InquiryChallenge } from "@shared/schema";
import { usedInquiryChallenges } from "@shared/tables";
import { inquiryBody } from "@shared/test/rows";
import { sendInquiry, solveChallenge } from "../../test/altcha";
import { useTestApp } from "../../test/harness";

// The quote form's proof of work (challenge.ts): what GET /api/inquiries/challenge hands out, and which solutions
// POST /api/inquiries takes: one that verifies, has not expired and was not used before, on any server of the site.

const METRICS_TOKEN = "metrics-secret-for-tests";
const ctx = useTestApp({ METRICS_TOKEN });

afterEach(() => vi.useRealTimers());

async function challenge(agent = ctx.anonymous()): Promise<InquiryChallenge> {
  const res = await agent.get("/api/inquiries/challenge");
  expect(res.status).toBe(200);
  return res.body as InquiryChallenge;
}

/** POST /api/inquiries with this `altcha` value (or none). */
const post = (altcha: string | undefined, agent = ctx.anonymous()) =>
  agent.post("/api/inquiries").send({ ...inquiryBody({ fullName: "Grace Hopper" }), altcha });

/** The solution decoded, changed by `edit`, and encoded again, as a bot tampering with it would. */
const edited = (altcha: string, edit: (payload: Record<string, unknown>) => void) => {
  const payload = JSON.parse(atob(altcha)) as Record<string, unknown>;
  edit(payload);
  return btoa(JSON.stringify(payload));
};

async function storedInquiries() {
  const admin = await ctx.signedIn();
  return ((await admin.get("/api/inquiries")).body as { fullName: string }[]).map((row) => row.fullName);
}

async function refusalsCounted(reason: string): Promise<number> {
  const metrics = await ctx.anonymous().get("/metrics").set("Authorization", `Bearer ${METRICS_TOKEN}`);
  const line = new RegExp(`^inquiry_challenge_failed_total\\{reason="${reason}"\\} (\\d+)`, "m");
  return Number(line.exec(metrics.text)?.[1] ?? 0);
}

const expectRefused = (res: request.Response) => {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: INQUIRY_CHALLENGE_REFUSED });
};

describe("GET /api/inquiries/challenge", () => {
  it("hands out a new signed SHA-256 challenge each time, with its expiry in the salt, never cached", async () => {
    const res = await ctx.anonymous().get("/api/inquiries/challenge");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).toEqual({
      algorithm: "SHA-256",
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 50_000,
      salt: expect.stringMatching(/^[0-9a-f]+\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expires = Number(/expires=(\d+)/.exec(res.body.salt)![1]) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect((await challenge()).challenge).not.toBe(res.body.challenge);
  });
});

describe("POST /api/inquiries with a proof of work", () => {
  it("takes a valid solution once, and refuses it the second time", async () => {
    const altcha = solveChallenge(await challenge());
    expect((await post(altcha)).status).toBe(201);
    const before = await refusalsCounted("reused");
    expectRefused(await post(altcha));
    expect(await refusalsCounted("reused")).toBe(before + 1);
    expect(await storedInquiries()).toEqual(["Grace Hopper"]);
  });

  it("refuses a replay on another server of the site, and takes a challenge from one answered on the other", async () => {
    // Another app on the same database and session secret: a second server behind the load balancer.
    const other = ctx.restart();
    const fromOther = solveChallenge(await challenge(request.agent(other)));
    expect((await post(fromOther)).status).toBe(201);
    expectRefused(await post(fromOther, request.agent(other)));
    expect(await storedInquiries()).toHaveLength(1);
  });

  it("refuses a missing solution with a plain message, stores nothing, and counts it", async () => {
    const before = await refusalsCounted("missing");
    const res = await post(undefined);
    expectRefused(res);
    expect(res.body.message).toMatch(/^We could not confirm that this request came from the form on our website/);
    expect(await refusalsCounted("missing")).toBe(before + 1);
    expectRefused(await post(""));
    expect(await refusalsCounted("missing")).toBe(before + 2);
    expect(ctx.logs).toContain("Inquiry refused: its proof of work was missing");
    expect(await storedInquiries()).toEqual([]);
  });

  it("refuses an edited signature, a wrong number, a longer expiry and another algorithm", async () => {
    const altcha = solveChallenge(await challenge());
    const before = await refusalsCounted("invalid");
    const signature = String(JSON.parse(atob(altcha)).signature);
    const flipped = `${signature.startsWith("0") ? "1" : "0"}${signature.slice(1)}`;
    expectRefused(await post(edited(altcha, (p) => (p.signature = flipped))));
    expectRefused(await post(edited(altcha, (p) => (p.number = Number(p.number) + 1))));
    expectRefused(
      await post(edited(altcha, (p) => (p.salt = String(p.salt).replace(/expires=\d+/, "expires=9999999999")))),
    );
    expect(await refusalsCounted("invalid")).toBe(before + 3);
    expectRefused(await post(edited(altcha, (p) => (p.algorithm = "SHA-1"))));
    // The untouched solution still works: none of the forgeries used it up.
    expect((await post(altcha)).status).toBe(201);
  });

  it("refuses a challenge signed with another key (another site, or INQUIRY_CHALLENGE_KEY set elsewhere)", async () => {
    const elsewhere = ctx.restart({ sessionSecret: "another-site-secret" });
    expectRefused(await post(solveChallenge(await challenge(request.agent(elsewhere)))));
    const keyed = ctx.restart({ env: { ...ctx.env, INQUIRY_CHALLENGE_KEY: "k".repeat(40) } });
    const fromKeyed = solveChallenge(await challenge(request.agent(keyed)));
    expectRefused(await post(fromKeyed));
    expect((await post(fromKeyed, request.agent(keyed))).status).toBe(201);
  });

  it("still takes a challenge signed before the session secret was rotated", async () => {
    const altcha = solveChallenge(await challenge());
    const rotated = ctx.restart({ sessionSecret: ["a-new-secret", "test-secret"] });
    expect((await post(altcha, request.agent(rotated))).status).toBe(201);
  });

  it("refuses a solution whose challenge has expired (after 10 minutes)", async () => {
    const altcha = solveChallenge(await challenge());
    const before = await refusalsCounted("expired");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 9 * 60_000);
    const nearlyExpired = solveChallenge(await challenge());
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expectRefused(await post(altcha));
    expect(await refusalsCounted("expired")).toBe(before + 1);
    expect((await post(nearlyExpired)).status).toBe(201);
  });

  it("refuses what is not a solution at all without an error", async () => {
    for (const altcha of ["not base64!", btoa("null"), btoa("[]"), btoa('{"number":"1"}'), "e30=", "x".repeat(2_000)]) {
      expectRefused(await post(altcha));
    }
    const tooLong = await post("x".repeat(2_001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toHaveProperty("altcha");
    expect(await storedInquiries()).toEqual([]);
  });

  it("checks the fields first, then the proof of work, then the hidden field", async () => {
    const badFields = await ctx
      .anonymous()
      .post("/api/inquiries")
      .send(inquiryBody({ companyEmail: "nope" }));
    expect(badFields.status).toBe(400);
    expect(badFields.body.fieldErrors).toHaveProperty("companyEmail");
    // A bot that fills in the hidden field and has no proof of work is refused by the proof of work.
    const bot = await ctx
      .anonymous()
      .post("/api/inquiries")
      .send({ ...inquiryBody(), website: "https://spam.example" });
    expectRefused(bot);
    // With one, it gets the same answer as a person, and nothing is stored.
    const caught = await sendInquiry(ctx.anonymous(), { ...inquiryBody(), website: "https://spam.example" });
    expect(caught.status).toBe(201);
    expect(await storedInquiries()).toEqual([]);
  });

  it("keeps used solutions until they expire, deleting expired ones as new ones arrive", async () => {
    const { db } = ctx.database;
    await db.insert(usedInquiryChallenges).values({ signature: "old", expiresAt: new Date(Date.now() - 1000) });
    expect((await post(solveChallenge(await challenge()))).status).toBe(201);
    const rows = await db.select().from(usedInquiryChallenges);
    expect(rows).toEqual([{ signature: expect.stringMatching(/^[0-9a-f]{64}$/), expiresAt: expect.any(Date) }]);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  });
});

describe("INQUIRY_CHALLENGE=off", () => {
  it("answers { disabled: true } for a challenge, and takes an inquiry without a proof of work", async () => {
    const off = ctx.restart({ env: { ...ctx.env, INQUIRY_CHALLENGE: false } });
    const res = await request(off).get("/api/inquiries/challenge");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ disabled: true });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await post(undefined, request.agent(off))).status).toBe(201);
    expect(await storedInquiries()).toEqual(["Grace Hopper"]);
  });
});
