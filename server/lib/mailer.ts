import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when no SMTP server is configured: nothing is sent and callers must say so. */
  readonly configured: boolean;
  send(mail: Mail): Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      async send() {
        throw new Error("No SMTP server is configured (SMTP_URL)");
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
