// A real SMTP server on a local port for the tests that send e-mail: it speaks the protocol as a mail relay does,
// keeps what it accepted, and can be told to refuse messages or stop listening, then to come back on the same port.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients, as the sending client gave them. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  replyTo: string | undefined;
  /** Every header, lower-cased names. */
  headers: ParsedMail["headers"];
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT, for SMTP_URL or createMailer. */
  url: string;
  port: number;
  /** What it accepted so far, oldest first. */
  received: ReceivedMail[];
  /** Refuses every message with this reply (e.g. "550 Mailbox unavailable") until called with undefined. */
  refuseWith(reply: string | undefined): void;
  /** Stops listening: a send meanwhile fails to connect. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** Resolves once `count` messages have been accepted in all, or fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const addressOf = (value: ParsedMail["replyTo"]) =>
  value && !Array.isArray(value) ? value.value.map((entry) => entry.address).join(", ") : undefined;

/** Starts the server on a free port of 127.0.0.1 (without TLS or authentication, as a local relay). */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: string | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (refusal) {
            const [code, ...words] = refusal.split(" ");
            const error = new Error(words.join(" ")) as Error & { responseCode: number };
            error.responseCode = Number(code);
            return callback(error);
          }
          simpleParser(Buffer.concat(chunks))
            .then((mail) => {
              received.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                replyTo: addressOf(mail.replyTo),
                headers: mail.headers,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });

  let server = create();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    refuseWith(reply) {
      refusal = reply;
    },
    stop: close,
    async restart() {
      server = create();
      await listen();
    },
    async waitFor(count, timeoutMs = 10_000) {
      const started = Date.now();
      while (received.length < count) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`Expected ${count} e-mail(s) within ${timeoutMs} ms, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close,
  };
}
