import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INQUIRY_REPLY_SUBJECT } from "@shared/schema";
import { users } from "@shared/tables";
import { inquiryBody } from "@shared/test/rows";
import { createMailer, type Mailer } from "../../lib/mailer";
import { sendInquiry } from "../../test/altcha";
import { useTestApp } from "../../test/harness";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp";

// Replies sent through nodemailer's real transport to a real SMTP server on a local port, which accepts, refuses
// or is down as each test needs. The app's mailer is the one the server builds from SMTP_URL (or without it).
let smtp: TestSmtpServer;
let current: Mailer;
const mailer: Mailer = {
  get configured() {
    return current.configured;
  },
  send: (mail) => current.send(mail),
};
const ctx = useTestApp({ SMTP_TIMEOUT_SECONDS: "2" }, { mailer });
const INQUIRER = "grace@publisher.example";

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
beforeEach(() => {
  smtp.refuseWith(undefined);
  smtp.received.length = 0;
  current = createMailer(smtp.url, ctx.env.MAIL_FROM, ctx.env.SMTP_TIMEOUT_SECONDS);
});
afterAll(() => smtp?.close());

/** An administrator signed in with `email` on their account (none when null), and a new inquiry in review. */
async function arrange(email: string | null = "ada@books.example") {
  await sendInquiry(ctx.anonymous(), inquiryBody({ companyEmail: INQUIRER }));
  const admin = await ctx.signedIn({ username: "ada" });
  await ctx.database.db.update(users).set({ email }).where(eq(users.username, "ada"));
  const [inquiry] = (await admin.get("/api/inquiries")).body;
  await admin.patch(`/api/inquiries/${inquiry.id}/status`).send({ status: "in_review" });
  const respond = (body: { subject?: string; message: string }) =>
    admin.post(`/api/inquiries/${inquiry.id}/respond`).send({ subject: INQUIRY_REPLY_SUBJECT, ...body });
  const status = async () => (await admin.get(`/api/inquiries/${inquiry.id}`)).body.status as string;
  const history = async () => (await admin.get(`/api/inquiries/${inquiry.id}/responses`)).body;
  return { admin, respond, status, history };
}

describe("replying to an inquiry through a mail server", () => {
  it("e-mails the reply with its subject and the administrator's Reply-To, then marks the inquiry responded", async () => {
    const { admin, respond, status, history } = await arrange();
    expect((await admin.get("/api/inquiries/mail-status")).body).toEqual({ configured: true });
    const res = await respond({ subject: "Your EPUB quote", message: "Hello Grace,\n\nHere is our quote." });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ emailed: true, message: `E-mailed to ${INQUIRER}.` });
    expect(res.body.inquiry.status).toBe("responded");

    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({
      to: [INQUIRER],
      subject: "Your EPUB quote",
      replyTo: "ada@books.example",
    });
    expect(mail!.text.trim()).toBe("Hello Grace,\n\nHere is our quote.");
    expect(await status()).toBe("responded");
    expect(await history()).toEqual([
      expect.objectContaining({ subject: "Your EPUB quote", emailed: true, deliveryNote: `E-mailed to ${INQUIRER}.` }),
    ]);
  });

  it("sends no Reply-To when the administrator's account has no e-mail address", async () => {
    const { respond } = await arrange(null);
    expect((await respond({ message: "Hello" })).body.emailed).toBe(true);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe(INQUIRY_REPLY_SUBJECT);
    expect(mail!.replyTo).toBeUndefined();
    expect(mail!.headers.has("reply-to")).toBe(false);
  });

  it("keeps a refused reply, not e-mailed and with the server's reason, and leaves the inquiry's status", async () => {
    const { respond, status, history } = await arrange();
    smtp.refuseWith("550 Mailbox unavailable");
    const res = await respond({ message: "Hello Grace" });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(false);
    expect(res.body.message).toBe("Not e-mailed: the mail server refused it (550 Mailbox unavailable).");
    expect(res.body.inquiry.status).toBe("in_review");
    expect(await status()).toBe("in_review");
    expect(await history()).toEqual([
      expect.objectContaining({ message: "Hello Grace", emailed: false, deliveryNote: res.body.message }),
    ]);
    expect(smtp.received).toEqual([]);
    expect(ctx.logs.join("\n")).toMatch(/saved but not e-mailed: .*550 Mailbox unavailable/);

    // Sent again once the mail server accepts, the reply goes out and the inquiry is responded.
    smtp.refuseWith(undefined);
    expect((await respond({ message: "Hello Grace" })).body.emailed).toBe(true);
    expect(await status()).toBe("responded");
    expect((await history()).map((r: { emailed: boolean }) => r.emailed).sort()).toEqual([false, true]);
  });

  it("keeps the reply and the inquiry's status when the mail server cannot be reached", async () => {
    const { respond, status } = await arrange();
    await smtp.stop();
    try {
      const res = await respond({ message: "Hello Grace" });
      expect(res.status).toBe(201);
      expect(res.body.emailed).toBe(false);
      expect(res.body.message).toMatch(/^Not e-mailed: the mail server could not be reached \(.*ECONNREFUSED/);
      expect(await status()).toBe("in_review");
    } finally {
      await smtp.restart();
    }
  });

  it("without a mail server, says so before and after, and leaves the inquiry's status", async () => {
    current = createMailer(undefined, ctx.env.MAIL_FROM);
    const { admin, respond, status, history } = await arrange();
    expect((await admin.get("/api/inquiries/mail-status")).body).toEqual({ configured: false });
    const res = await respond({ message: "Hello Grace" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      emailed: false,
      message: "Not e-mailed: this site has no mail server set up, so nothing was sent.",
    });
    expect(await status()).toBe("in_review");
    expect(await history()).toEqual([expect.objectContaining({ emailed: false })]);
    expect(smtp.received).toEqual([]);
  });
});
