import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { inquiryBody } from "@shared/test/rows";
import { createMailer, type Mailer } from "../../lib/mailer";
import { sendInquiry } from "../../test/altcha";
import { useTestApp } from "../../test/harness";

// A mail server that accepts the connection and never greets, as a hung SMTP relay does.
const sockets = new Set<net.Socket>();
const mute = net.createServer((socket) => sockets.add(socket.on("error", () => {})));
let real: Mailer | undefined;
// The real SMTP mailer, built once the mute server has its port, from the environment the app reads.
const mailer: Mailer = { configured: true, send: (mail) => real!.send(mail) };
const ctx = useTestApp({ SMTP_TIMEOUT_SECONDS: "1" }, { mailer });

beforeAll(async () => {
  await new Promise<void>((resolve) => mute.listen(0, "127.0.0.1", resolve));
  const { port } = mute.address() as net.AddressInfo;
  real = createMailer(`smtp://127.0.0.1:${port}`, ctx.env.MAIL_FROM, ctx.env.SMTP_TIMEOUT_SECONDS);
});
afterAll(() => {
  sockets.forEach((socket) => socket.destroy());
  return new Promise((resolve) => mute.close(resolve));
});

it("answers a response within seconds when the mail server never greets, saved, not e-mailed, status kept", async () => {
  await sendInquiry(ctx.anonymous(), inquiryBody());
  const admin = await ctx.signedIn();
  // A visitor's answer is a confirmation only; the inquiry's id is the administrator's to see.
  const [inquiry] = (await admin.get("/api/inquiries")).body;
  const started = Date.now();
  const res = await admin
    .post(`/api/inquiries/${inquiry.id}/respond`)
    .send({ subject: "Your quote", message: "We will call you." });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(res.status).toBe(201);
  expect(res.body.emailed).toBe(false);
  expect(res.body.message).toMatch(/^Not e-mailed: the mail server could not be reached .*(greeting|timeout)/i);
  const saved = await admin.get(`/api/inquiries/${inquiry.id}/responses`);
  expect(saved.body).toEqual([expect.objectContaining({ message: "We will call you.", emailed: false })]);
  // Nobody received it, so the inquiry is not marked responded.
  expect(res.body.inquiry.status).toBe("new");
  expect((await admin.get("/api/inquiries")).body[0].status).toBe("new");
});
