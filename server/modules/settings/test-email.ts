// Site Settings' "Send a test e-mail": one message through the configured mail server, and its answer in words an
// administrator can act on.
import type { TestEmailResult } from "@shared/schema";
import type { Mailer } from "../../lib/mailer";

export const NO_MAIL_SERVER = "No mail server is configured (SMTP_URL).";

/** The mail server's failure in plain words: refused (with its reply), out of reach, or too slow. */
export function describeMailFailure(error: unknown): string {
  const { code, responseCode, response, message } = error as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  if (responseCode) return `The mail server refused the message: ${response ?? message}`;
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EHOSTUNREACH" || code === "ESOCKET")
    return `The mail server could not be reached: ${message}`;
  if (code === "ETIMEDOUT") return `The mail server did not answer in time: ${message}`;
  return `The message could not be sent: ${message ?? String(error)}`;
}

export async function sendTestEmail(mailer: Mailer, to: string): Promise<TestEmailResult> {
  if (!mailer.configured) return { accepted: false, message: NO_MAIL_SERVER };
  try {
    await mailer.send({
      to,
      subject: "Test e-mail from your website",
      text:
        "This is a test message sent from Site Settings. It shows that the website can send e-mail, such as the " +
        "messages about new inquiries.",
    });
    return { accepted: true, message: `The mail server accepted the test message for ${to}.` };
  } catch (error) {
    return { accepted: false, message: describeMailFailure(error) };
  }
}
