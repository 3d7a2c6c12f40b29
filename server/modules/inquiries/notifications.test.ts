import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inquiryNotifications } from "@shared/tables";
import { inquiryBody } from "@shared/test/rows";
import { createMailer, type Mailer } from "../../lib/mailer";
import { sendInquiry } from "../../test/altcha";
import { useTestApp } from "../../test/harness";
import { queryData } from "../../test/site-html";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp";
import { DEFAULT_NOTIFICATION_TIMINGS, retryDelayMs } from "./notifications";

// New-inquiry e-mails through a real SMTP server on a local port: what arrives, and that each inquiry is sent once
// through refusals, outages and two servers sharing the outbox.

const SITE = "https://www.example.org";
const TEAM = ["team@example.com", "sales@example.com"];
// The worker looks often and retries soon, so that the tests wait milliseconds where a server waits minutes.
const FAST = { intervalMs: 50, firstRetryMs: 100, maxRetryMs: 400, claimMs: 5_000 };

let smtp: TestSmtpServer;
let real: Mailer | undefined;
// The real SMTP mailer, built once the test server has its port.
const mailer: Mailer = {
  get configured() {
    return real !== undefined;
  },
  send: (mail) => real!.send(mail),
};
const ctx = useTestApp(
  { PUBLIC_SITE_URL: SITE, SMTP_TIMEOUT_SECONDS: "2", METRICS_TOKEN: "metrics-secret-for-tests" },
  { mailer, inquiryNotifications: FAST },
);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  real = createMailer(smtp.url, ctx.env.MAIL_FROM, ctx.env.SMTP_TIMEOUT_SECONDS);
});
afterAll(() => smtp?.close());
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuseWith(undefined);
  real = createMailer(smtp.url, ctx.env.MAIL_FROM, ctx.env.SMTP_TIMEOUT_SECONDS);
});

const until = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function notifyTeam(value = TEAM.join(", ")) {
  const admin = await ctx.signedIn();
  expect((await admin.post("/api/settings/inquiryNotifyEmails").send({ value })).status).toBe(200);
  return admin;
}

async function failuresCounted(): Promise<number> {
  const text = (await ctx.anonymous().get("/metrics").set("Authorization", "Bearer metrics-secret-for-tests")).text;
  return Number(/^inquiry_notifications_failed_total (\d+)/m.exec(text)?.[1] ?? 0);
}

describe("the e-mail about a new inquiry", () => {
  it("reaches every address with the company and visitor in its subject, a Reply-To and a link", async () => {
    const admin = await notifyTeam(TEAM.join("\n"));
    await admin.post("/api/settings/companyName").send({ value: "Acme Accessibility" });
    const visitor = inquiryBody({
      fullName: "Grace Hopper",
      designation: "Head of Digital",
      companyEmail: "grace@example.net",
      goals: ["Audit our app"],
      challenges: ["Screen reader support"],
    });
    expect((await sendInquiry(ctx.anonymous(), visitor)).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    const [inquiry] = (await admin.get("/api/inquiries")).body;
    expect(mail!.to.sort()).toEqual([...TEAM].sort());
    expect(mail!.subject).toBe("New inquiry for Acme Accessibility from Grace Hopper");
    expect(mail!.replyTo).toBe("grace@example.net");
    expect(mail!.text).toContain(`${SITE}/admin/inquiries?open=${inquiry.id}`);
    for (const detail of ["Grace Hopper", "Head of Digital", "Audit our app", "Screen reader support"])
      expect(mail!.text).toContain(detail);
    expect((await admin.get("/api/inquiries/notifications/status")).body).toEqual({
      failing: 0,
      lastError: null,
      lastFailedAt: null,
    });
  });

  it("is not sent when no address is set", async () => {
    await sendInquiry(ctx.anonymous(), inquiryBody());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toEqual([]);
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).body).toHaveLength(1);
  });

  it("refused by the mail server: logged, counted, tried again and sent once it is accepted", async () => {
    const admin = await notifyTeam();
    const failedBefore = await failuresCounted();
    smtp.refuseWith("550 Mailbox unavailable");
    await sendInquiry(ctx.anonymous(), inquiryBody({ fullName: "Ada Lovelace" }));
    await until("a logged failure", () => ctx.logs.some((line) => /inquiry \d+ could not be sent.*550/.test(line)));
    expect(await failuresCounted()).toBeGreaterThan(failedBefore);
    const status = (await admin.get("/api/inquiries/notifications/status")).body;
    expect(status).toEqual({ failing: 1, lastError: expect.stringContaining("550"), lastFailedAt: expect.any(String) });
    smtp.refuseWith(undefined);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toMatch(/from Ada Lovelace$/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
    expect((await admin.get("/api/inquiries/notifications/status")).body.failing).toBe(0);
  });

  it("while the mail server is down: sent once when it is back", async () => {
    await notifyTeam();
    await smtp.stop();
    try {
      await sendInquiry(ctx.anonymous(), inquiryBody({ fullName: "Alan Turing" }));
      await until("a failed attempt", () => ctx.logs.some((line) => /inquiry \d+ could not be sent/.test(line)));
    } finally {
      await smtp.restart();
    }
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toMatch(/from Alan Turing$/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it("waits in the outbox while no mail server is configured, and says so once", async () => {
    real = undefined;
    await notifyTeam();
    await sendInquiry(ctx.anonymous(), inquiryBody());
    await sendInquiry(ctx.anonymous(), inquiryBody());
    await until("the warning", () => ctx.logs.some((line) => line.includes("SMTP_URL is not set")));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ctx.logs.filter((line) => line.includes("SMTP_URL is not set"))).toHaveLength(1);
    real = createMailer(smtp.url, ctx.env.MAIL_FROM, ctx.env.SMTP_TIMEOUT_SECONDS);
    await smtp.waitFor(2);
  });

  it("taken by a server that stopped while sending: sent by another once that server's claim has passed", async () => {
    const admin = await notifyTeam();
    real = undefined; // queued, not sent yet
    await sendInquiry(ctx.anonymous(), inquiryBody({ fullName: "Katherine Johnson" }));
    const [inquiry] = (await admin.get("/api/inquiries")).body;
    // As a server that took the row and stopped would leave it: due again only once its claim has passed.
    await ctx.database.db
      .update(inquiryNotifications)
      .set({ nextAttemptAt: sql`now() + interval '600 milliseconds'` })
      .where(eq(inquiryNotifications.inquiryId, inquiry.id));
    real = createMailer(smtp.url, ctx.env.MAIL_FROM, ctx.env.SMTP_TIMEOUT_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toEqual([]);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toMatch(/from Katherine Johnson$/);
  });

  // Last of these: the second server stays until the file ends.
  it("from two servers on one database: exactly one e-mail per inquiry", async () => {
    await notifyTeam();
    // A second server with its own worker, looking even more often, on the same outbox.
    const other = ctx.restart({ inquiryNotifications: { ...FAST, intervalMs: 10 } });
    const { default: request } = await import("supertest");
    const names = Array.from({ length: 12 }, (_, i) => `Visitor ${i + 1}`);
    await Promise.all(
      names.map((fullName, i) => sendInquiry(i % 2 ? request(other) : ctx.anonymous(), inquiryBody({ fullName }))),
    );
    await smtp.waitFor(names.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const senders = smtp.received.map((mail) => /from (Visitor \d+)$/.exec(mail.subject)?.[1]);
    expect(senders.sort()).toEqual([...names].sort());
  });
});

describe("who is told, a setting for administrators only", () => {
  it("refuses an address that is not one, naming it, and saves nothing", async () => {
    const admin = await notifyTeam("team@example.com");
    const res = await admin.post("/api/settings/inquiryNotifyEmails").send({ value: "sales@example.com, nobody@" });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"nobody@" is not an e-mail address');
    const batch = await admin.put("/api/settings").send({ settings: { inquiryNotifyEmails: "x@example.com\nbad" } });
    expect(batch.status).toBe(400);
    expect(batch.body.fieldErrors["settings.inquiryNotifyEmails"]).toEqual([expect.stringContaining('"bad"')]);
    expect((await admin.get("/api/settings/private")).body).toContainEqual({
      settingKey: "inquiryNotifyEmails",
      settingValue: "team@example.com",
    });
  });

  it("never reaches visitors: not in GET /api/settings nor in a public page, readable by administrators", async () => {
    await notifyTeam("secret-team@example.com");
    const visitor = ctx.anonymous();
    const settings = await visitor.get("/api/settings");
    expect(settings.status).toBe(200);
    expect(settings.text).not.toContain("secret-team");
    expect(settings.body.map((row: { settingKey: string }) => row.settingKey)).not.toContain("inquiryNotifyEmails");
    const page = await visitor.get("/contact");
    expect(queryData(page.text, "/api/settings")).toBeDefined();
    expect(page.text).not.toContain("secret-team");
    expect((await visitor.get("/api/settings/private")).status).toBe(401);
    // Nor through a signed-in administrator's own GET, which is the public one.
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/settings")).text).not.toContain("secret-team");
    expect((await admin.get("/api/settings/private")).body).toContainEqual({
      settingKey: "inquiryNotifyEmails",
      settingValue: "secret-team@example.com",
    });
  });

  it("the outbox's health is for administrators only", async () => {
    expect((await ctx.anonymous().get("/api/inquiries/notifications/status")).status).toBe(401);
  });
});

describe("Send a test e-mail", () => {
  it("says the mail server accepted it, and it arrives", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/settings/test-email").send({ to: "me@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accepted: true,
      message: "The mail server accepted the test message for me@example.com.",
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["me@example.com"]);
  });

  it("says what the mail server answered when it refuses", async () => {
    smtp.refuseWith("550 Mailbox unavailable");
    const res = await (await ctx.signedIn()).post("/api/settings/test-email").send({ to: "me@example.com" });
    expect(res.body).toEqual({
      accepted: false,
      message: expect.stringMatching(/^The mail server refused the message: .*550.*Mailbox unavailable/),
    });
  });

  it("says no mail server is configured when none is", async () => {
    real = undefined;
    const res = await (await ctx.signedIn()).post("/api/settings/test-email").send({ to: "me@example.com" });
    expect(res.body).toEqual({ accepted: false, message: "No mail server is configured (SMTP_URL)." });
  });

  it("refuses an address that is not one, and visitors", async () => {
    const res = await (await ctx.signedIn()).post("/api/settings/test-email").send({ to: "not an address" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/e-mail address/);
    expect((await ctx.anonymous().post("/api/settings/test-email").send({ to: "me@example.com" })).status).toBe(401);
    expect(smtp.received).toEqual([]);
  });
});

it("allows 20 test e-mails an hour per administrator", async () => {
  const admin = await ctx.signedIn();
  real = undefined; // nothing to send: only the count matters here
  for (let i = 0; i < 20; i++)
    expect((await admin.post("/api/settings/test-email").send({ to: "me@example.com" })).status).toBe(200);
  const refused = await admin.post("/api/settings/test-email").send({ to: "me@example.com" });
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ message: "Too many test e-mails. Try again in an hour." });
  // Another administrator has a count of their own.
  expect((await (await ctx.signedIn()).post("/api/settings/test-email").send({ to: "me@example.com" })).status).toBe(
    200,
  );
});

it("waits 30 s after the first failure, twice as long after each next one, never more than an hour", () => {
  const waits = [1, 2, 3, 4, 7, 8, 50, 10_000].map((attempts) => retryDelayMs(attempts, DEFAULT_NOTIFICATION_TIMINGS));
  expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000]);
});
