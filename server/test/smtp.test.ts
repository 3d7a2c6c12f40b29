import { afterAll, expect, it } from "vitest";
import { createMailer } from "../lib/mailer";
import { startTestSmtpServer } from "./smtp";

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

it("keeps what it accepted, refuses when told, and is unreachable while stopped, then back on its port", async () => {
  const mailer = createMailer(smtp.url, "site@example.com", 2);
  await mailer.send({ to: "team@example.com", subject: "Hello é", text: "First line\nSecond line" });
  expect(smtp.received).toEqual([
    expect.objectContaining({ to: ["team@example.com"], from: "site@example.com", subject: "Hello é" }),
  ]);
  expect(smtp.received[0]!.text.trim()).toBe("First line\nSecond line");

  smtp.refuseWith("550 Mailbox unavailable");
  await expect(mailer.send({ to: "team@example.com", subject: "Refused", text: "x" })).rejects.toThrow(/550/);
  smtp.refuseWith(undefined);

  const port = smtp.port;
  await smtp.stop();
  await expect(
    createMailer(smtp.url, "site@example.com", 2).send({ to: "a@example.com", subject: "Down", text: "x" }),
  ).rejects.toThrow(/ECONNREFUSED/);
  await smtp.restart();
  expect(smtp.port).toBe(port);
  await createMailer(smtp.url, "site@example.com", 2).send({ to: "a@example.com", subject: "Back", text: "x" });
  expect((await smtp.waitFor(2)).map((mail) => mail.subject)).toEqual(["Hello é", "Back"]);
});
