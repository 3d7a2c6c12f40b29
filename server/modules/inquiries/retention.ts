// Old inquiries deleted by the retention setting (Site Settings -> Inquiries, inquiryRetentionMonths): an inquiry
// whose last change (updated_at) is older than that many months goes, with its replies and the outbox records of
// its new-inquiry e-mail. Off (empty or 0) by default. Each server runs this at start-up and then daily.
//
// Several servers on one database: each run takes an advisory lock for its transaction with pg_try_advisory_xact_lock,
// and a run that finds it taken skips (another server is doing the same work right now). The lock file of
// db/lock.ts guards a folder on one machine, which servers on several machines do not share; the database they do
// share is where this lock lives, as the backups' (backup/job.ts). On the embedded database one server holds the
// only connection, so two runs there take turns and the second finds nothing left to delete. Either way the
// deletion and its activity entry are one transaction, so each inquiry is deleted, logged and recorded once.
import { eq, sql } from "drizzle-orm";
import { monthsOf, systemActors } from "@shared/schema";
import { activityLog, inquiries, siteSettings } from "@shared/tables";
import type { Db } from "../../db/connection";
import type { LogFn } from "../../lib/logger";
import type { Tx } from "../versioned-update";
import { countOf, removeInquiries, withTheirRecords, type RemovedInquiries } from "./removal";

/** Any fixed number no other advisory lock on the database uses. */
const RETENTION_LOCK = 7_281_054_302;

/** The retention setting's key. */
export const RETENTION_SETTING = "inquiryRetentionMonths";

/** What one run did: skipped (another run holds the lock), off (no retention set), or removed what it says. */
export type RetentionRun =
  { outcome: "skipped" } | { outcome: "off" } | ({ outcome: "done"; months: number } & RemovedInquiries);

/** The months set, or null when retention is off. */
async function retentionMonths(tx: Tx): Promise<number | null> {
  const [row] = await tx
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, RETENTION_SETTING));
  return monthsOf(row?.value);
}

/** The activity entry's sentence and the log line: counts only, never a name or an address. */
export const describeExpiry = (run: RemovedInquiries & { months: number }) =>
  `Deleted ${countOf(run.inquiries, "inquiry", "inquiries")} unchanged for ${countOf(run.months, "month", "months")}` +
  withTheirRecords(run);

/**
 * One run: in one transaction, takes the lock (or skips), reads the setting, deletes what is older and records an
 * activity entry by the site itself when anything went.
 */
export async function expireInquiries(db: Db): Promise<RetentionRun> {
  return db.transaction(async (tx): Promise<RetentionRun> => {
    const { rows } = await tx.execute<{ got: boolean }>(
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as got`,
    );
    if (!rows[0]?.got) return { outcome: "skipped" };
    const months = await retentionMonths(tx);
    if (months === null) return { outcome: "off" };
    const removed = await removeInquiries(
      tx,
      sql`${inquiries.updatedAt} < now() - make_interval(months => ${months}::int)`,
    );
    if (removed.inquiries) {
      await tx.insert(activityLog).values({
        userId: null,
        username: systemActors.site.name,
        actor: "site",
        action: "expire",
        entityType: "inquiries",
        entityId: null,
        summary: describeExpiry({ ...removed, months }),
        ip: "",
      });
    }
    return { outcome: "done", months, ...removed };
  });
}

/** Logs what a run did: a line when inquiries went, a debug line when another server had the lock. */
export function logRetentionRun(run: RetentionRun, log: LogFn): void {
  if (run.outcome === "skipped")
    log("Old inquiries: another server is deleting them now; this run skipped", { level: "debug" });
  else if (run.outcome === "done" && run.inquiries) log(`Old inquiries: ${describeExpiry(run)}`);
}

/**
 * Runs now and then every `intervalSeconds` (a day). The timer does not keep the process alive; the returned
 * function stops it. A failed run is logged and tried again at the next interval.
 */
export function startInquiryRetention(db: Db, options: { intervalSeconds: number; log: LogFn }): () => void {
  const { intervalSeconds, log } = options;
  let stopped = false;
  const run = () =>
    expireInquiries(db).then(
      (result) => {
        if (!stopped) logRetentionRun(result, log);
      },
      (error) => {
        if (!stopped)
          log(`Deleting old inquiries failed: ${error instanceof Error ? error.message : error}`, { level: "warn" });
      },
    );
  void run();
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
