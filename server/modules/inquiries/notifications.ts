// New-inquiry e-mails to the team, sent from an outbox (the inquiry_notifications table). A row is written in the
// same transaction as the inquiry, so an inquiry is never saved without its e-mail nor the other way round. A worker
// in every server sends the rows that are due and tries a failed one again later, waiting twice as long each time
// (up to an hour), until the mail server takes it. Several servers on one database share the outbox: each takes a
// row by moving its next attempt ahead in one statement (`FOR UPDATE SKIP LOCKED`), so only one of them sends it;
// a server that stops while sending leaves the row to be taken again once that time has passed.
import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { DEFAULT_COMPANY_NAME } from "@shared/company-defaults";
import { splitEmailList, type Inquiry, type InquiryNotificationStatus } from "@shared/schema";
import { inquiries, inquiryNotifications, siteSettings } from "@shared/tables";
import type { Db } from "../../db/connection";
import type { LogFn } from "../../lib/logger";
import type { Mail, Mailer } from "../../lib/mailer";
import { inquiryNotificationsFailed, inquiryNotificationsSent } from "../../lib/metrics";

type Queryable = Pick<Db, "select" | "insert">;

export interface NotificationTimings {
  /** How often the worker looks for due rows, besides right after an inquiry is saved on this server. */
  intervalMs: number;
  /** The wait before the first retry; each further one waits twice as long, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /**
   * How long a row a server has taken is left alone by the others: longer than any send can take (each SMTP step
   * is bounded by SMTP_TIMEOUT_SECONDS), so it only matters when that server stopped while sending.
   */
  claimMs: number;
}

export const DEFAULT_NOTIFICATION_TIMINGS: NotificationTimings = {
  intervalMs: 15_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  claimMs: 10 * 60_000,
};

/** The wait after the `attempts`-th failed attempt: 30 s, 1 min, 2 min, … never more than an hour. */
export const retryDelayMs = (attempts: number, { firstRetryMs, maxRetryMs }: NotificationTimings) =>
  Math.min(firstRetryMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)), maxRetryMs);

/** Who is told about new inquiries: the addresses of the inquiryNotifyEmails setting (none: nobody). */
async function notifyRecipients(db: Queryable): Promise<string[]> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, "inquiryNotifyEmails"));
  return splitEmailList(row?.value);
}

/**
 * Call inside the inquiry's transaction: queues its e-mail to the addresses set now, if any. `siteUrl` is the
 * site's address (PUBLIC_SITE_URL, else the one the visitor used) for the link to the inquiry in the CMS.
 * Answers whether a row was written.
 */
export async function queueInquiryNotification(db: Queryable, inquiryId: number, siteUrl: string): Promise<boolean> {
  const recipients = await notifyRecipients(db);
  if (!recipients.length) return false;
  await db.insert(inquiryNotifications).values({ inquiryId, recipients, siteUrl: siteUrl.replace(/\/+$/, "") });
  return true;
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** The e-mail about one inquiry: the visitor's name and details, and a link that opens it in the CMS. */
export function notificationMail(inquiry: Inquiry, companyName: string, recipients: string[], siteUrl: string): Mail {
  const link = `${siteUrl}/admin/inquiries?open=${inquiry.id}`;
  const challenges = inquiry.challenges?.filter((item) => item.trim()) ?? [];
  const lines = [
    `${inquiry.fullName} sent a quote request through the website.`,
    "",
    `Name: ${inquiry.fullName}`,
    `Designation: ${inquiry.designation}`,
    `E-mail: ${inquiry.companyEmail}`,
    `Phone: ${inquiry.phoneNumber}`,
    "",
    "Goals:",
    bullets(inquiry.goals),
    ...(challenges.length ? ["", "Challenges:", bullets(challenges)] : []),
    "",
    `Open it in the CMS: ${link}`,
    "",
    `Replying to this e-mail writes to ${inquiry.fullName}.`,
  ];
  return {
    to: recipients.join(", "),
    // The visitor's name but never their message: subjects show in notification banners and on lock screens.
    subject: `New inquiry for ${companyName} from ${inquiry.fullName}`.replace(/[\r\n]+/g, " "),
    text: lines.join("\n"),
    replyTo: inquiry.companyEmail,
  };
}

/** Takes one due row for this server, moving its next attempt `claimMs` ahead; none when nothing is due. */
async function claimDue(db: Db, claimMs: number) {
  const due = db
    .select({ id: inquiryNotifications.id })
    .from(inquiryNotifications)
    .where(and(isNull(inquiryNotifications.sentAt), lte(inquiryNotifications.nextAttemptAt, sql`now()`)))
    .orderBy(asc(inquiryNotifications.nextAttemptAt), asc(inquiryNotifications.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(inquiryNotifications)
    .set({ nextAttemptAt: sql`now() + ${claimMs} * interval '1 millisecond'` })
    .where(inArray(inquiryNotifications.id, due))
    .returning();
  return row;
}

async function companyNameOf(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, "companyName"));
  return row?.value?.trim() || DEFAULT_COMPANY_NAME;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface NotificationWorker {
  /** Looks for due rows now (an inquiry was just saved); at most one pass runs at a time. */
  wake(): void;
  /** Resolves once the pass under way, if any, is over. */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * Starts the worker: a pass every `intervalMs` (a timer that never holds the process open; the first one too, so a
 * server's start is not slowed by it) and on wake.
 */
export function startNotificationWorker(options: {
  db: Db;
  mailer: Mailer;
  log: LogFn;
  timings?: Partial<NotificationTimings>;
}): NotificationWorker {
  const { db, mailer, log } = options;
  const timings = { ...DEFAULT_NOTIFICATION_TIMINGS, ...options.timings };
  let stopped = false;
  let pass: Promise<void> | undefined;
  let again = false;
  let saidUnconfigured = false;
  // A pass that fails (the database out of reach, say) is logged once, not every few seconds until it is back.
  let failing = false;

  /** Sends one taken row and records how it went; false when nothing was due. */
  async function sendOne(): Promise<boolean> {
    const row = await claimDue(db, timings.claimMs);
    if (!row) return false;
    const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, row.inquiryId));
    // Deleted meanwhile: its row went with it.
    if (!inquiry) return true;
    try {
      await mailer.send(notificationMail(inquiry, await companyNameOf(db), row.recipients, row.siteUrl));
    } catch (error) {
      const attempts = row.attempts + 1;
      const waitMs = retryDelayMs(attempts, timings);
      inquiryNotificationsFailed.inc();
      log(
        `The e-mail about inquiry ${inquiry.id} could not be sent (attempt ${attempts}); trying again in ` +
          `${Math.round(waitMs / 1000)} s: ${messageOf(error)}`,
        { level: "warn", event: "inquiry_notification" },
      );
      await db
        .update(inquiryNotifications)
        .set({
          attempts,
          lastError: messageOf(error).slice(0, 1_000),
          lastFailedAt: sql`now()`,
          nextAttemptAt: sql`now() + ${waitMs} * interval '1 millisecond'`,
        })
        .where(eq(inquiryNotifications.id, row.id));
      return true;
    }
    inquiryNotificationsSent.inc();
    await db
      .update(inquiryNotifications)
      .set({ attempts: row.attempts + 1, sentAt: sql`now()` })
      .where(eq(inquiryNotifications.id, row.id));
    log(`Sent the e-mail about inquiry ${inquiry.id} to ${row.recipients.length} address(es)`, {
      event: "inquiry_notification",
    });
    return true;
  }

  async function runPass() {
    do {
      again = false;
      if (!mailer.configured) {
        // Rows wait in the outbox until a mail server is configured (and the server restarted with it).
        if (!saidUnconfigured && (await countUnsent(db)) > 0) {
          saidUnconfigured = true;
          log("SMTP_URL is not set: e-mails about new inquiries wait in the outbox and are not sent.", {
            level: "warn",
            event: "inquiry_notification",
          });
        }
        return;
      }
      while (!stopped && (await sendOne()));
    } while (again && !stopped);
  }

  const wake = () => {
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    pass = runPass()
      .then(
        () => {
          failing = false;
        },
        (error) => {
          if (!stopped && !failing) {
            log(`Sending e-mails about new inquiries failed: ${messageOf(error)}`, { level: "warn" });
          }
          failing = true;
        },
      )
      .finally(() => {
        pass = undefined;
      });
  };

  const timer = setInterval(wake, timings.intervalMs).unref();
  return {
    wake,
    idle: async () => {
      while (pass) await pass;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

const countUnsent = async (db: Db) =>
  (await db.select({ n: count() }).from(inquiryNotifications).where(isNull(inquiryNotifications.sentAt)))[0]!.n;

/** For the CMS: how many e-mails have failed and wait for another attempt, and the latest failure. */
export async function notificationStatus(db: Db): Promise<InquiryNotificationStatus> {
  const failing = and(isNull(inquiryNotifications.sentAt), gt(inquiryNotifications.attempts, 0));
  const [{ n }] = (await db.select({ n: count() }).from(inquiryNotifications).where(failing)) as [{ n: number }];
  const [latest] = await db
    .select({ lastError: inquiryNotifications.lastError, lastFailedAt: inquiryNotifications.lastFailedAt })
    .from(inquiryNotifications)
    .where(failing)
    .orderBy(sql`${inquiryNotifications.lastFailedAt} desc nulls last`)
    .limit(1);
  return {
    failing: n,
    lastError: latest?.lastError ?? null,
    lastFailedAt: latest?.lastFailedAt ? new Date(latest.lastFailedAt).toISOString() : null,
  };
}
