import type { Transporter } from "nodemailer";

export interface Mail {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes instead of the sender (MAIL_FROM): the administrator who wrote, the visitor an e-mail is
   * about. */
  replyTo?: string;
}

export interface Mailer {
  /** False when no SMTP server is configured: nothing is sent and callers must say so. */
  readonly configured: boolean;
  send(mail: Mail): Promise<void>;
}

/**
 * `timeoutSeconds` bounds each step with the SMTP server (connecting, its greeting, and silence on the socket
 * afterwards): a mail server that accepts connections but never answers fails the send within that time instead
 * of holding the administrator's request for minutes (nodemailer waits up to 2 and 10 minutes by default).
 * Timeouts written into SMTP_URL itself (`?socketTimeout=...`) take precedence.
 */
export function createMailer(smtpUrl: string | undefined, from: string, timeoutSeconds = 10): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      async send() {
        throw new Error("No SMTP server is configured (SMTP_URL)");
      },
    };
  }
  const timeout = timeoutSeconds * 1000;
  // nodemailer loads with the first e-mail: a server without SMTP_URL, or one that has sent nothing yet, does not
  // hold it in memory.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      }),
    ));
  return {
    configured: true,
    async send(mail) {
      const { replyTo, ...rest } = mail;
      await (await connect()).sendMail({ from, ...rest, ...(replyTo ? { replyTo } : {}) });
    },
  };
}
