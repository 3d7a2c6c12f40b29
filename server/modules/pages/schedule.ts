// Scheduled publishing: a page with `publishAt` goes live at that time, one with `unpublishAt` comes down. A job in
// every server looks for due pages every few seconds and once at start-up (so a page due while every server was
// down goes live on the next start). Each change is one UPDATE ... WHERE ... RETURNING: of several servers, or two
// passes of one, only the first to update a row gets it back, so a page is published (and logged) exactly once.
// In the same transaction it clears the time it acted on, keeps a revision as a save does and writes an activity
// entry by the scheduler; once that is committed, every server drops its cached answers about the page, as after
// a save through the API.
import { and, eq, isNotNull, lte, not, sql } from "drizzle-orm";
import { SCHEDULER_NAME, type ActivityAction, type Page } from "@shared/schema";
import { activityLog, pages } from "@shared/tables";
import type { Db } from "../../db/connection";
import type { LogFn } from "../../lib/logger";
import { activitySentence } from "../activity/sentence";
import type { TakeDown } from "../take-downs";
import { nextVersion, type Tx } from "../versioned-update";
import { recordRevision } from "./service";

/** What a write took out of public view, as the HTTP layer hands it on after a write (app.ts). */
export type AnnounceChanges = (takeDowns: readonly TakeDown[]) => void;

export const DEFAULT_SCHEDULE_INTERVAL_MS = 20_000;

export interface ScheduleResult {
  published: Page[];
  unpublished: Page[];
}

/** The entry the activity log keeps of one scheduled change: by the scheduler, from no address. */
async function logScheduled(tx: Tx, action: Extract<ActivityAction, "publish" | "unpublish">, page: Page) {
  const summary = activitySentence(action, "pages", page.title);
  await tx.insert(activityLog).values({
    userId: null,
    username: SCHEDULER_NAME,
    actor: "scheduler",
    action,
    entityType: "pages",
    entityId: String(page.id),
    summary,
    ip: "",
  });
}

/** Publishes the drafts whose time has come; answers the pages it published. */
function publishDue(tx: Tx): Promise<Page[]> {
  return tx
    .update(pages)
    .set({ isPublished: true, publishAt: null, updatedAt: nextVersion(pages.updatedAt) })
    .where(and(isNotNull(pages.publishAt), lte(pages.publishAt, sql`now()`), not(pages.isPublished)))
    .returning();
}

/** Takes down the published pages whose time has come; answers the pages it took down. */
function unpublishDue(tx: Tx): Promise<Page[]> {
  return tx
    .update(pages)
    .set({ isPublished: false, unpublishAt: null, updatedAt: nextVersion(pages.updatedAt) })
    .where(and(isNotNull(pages.unpublishAt), lte(pages.unpublishAt, sql`now()`), eq(pages.isPublished, true)))
    .returning();
}

/**
 * One pass of the job: publishes, then takes down, every page whose time has come (a page due for both, after an
 * outage, ends taken down), each with its revision and activity entry, and then announces what changed.
 */
export async function runPageSchedule(db: Db, announce: AnnounceChanges): Promise<ScheduleResult> {
  const result = await db.transaction(async (tx) => {
    const published = await publishDue(tx);
    const unpublished = await unpublishDue(tx);
    for (const page of published) {
      await recordRevision(tx, page, null);
      await logScheduled(tx, "publish", page);
    }
    for (const page of unpublished) {
      await recordRevision(tx, page, null);
      await logScheduled(tx, "unpublish", page);
    }
    return { published, unpublished };
  });
  // The same notice a save of each page sends: where the page is public now, if anywhere.
  const changed = new Map<number, Page>();
  for (const page of [...result.published, ...result.unpublished]) changed.set(page.id, page);
  if (changed.size) {
    announce(
      [...changed.values()].map((page) => ({
        list: "pages",
        id: page.id,
        publicAt: result.unpublished.some((p) => p.id === page.id) ? null : page.slug,
      })),
    );
  }
  return result;
}

export interface PageScheduler {
  /** Runs a pass now (after the one under way, if any); resolves with what it changed. */
  run(): Promise<ScheduleResult>;
  /** Resolves once the pass under way, if any, is over. */
  idle(): Promise<void>;
  stop(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Starts the job: a pass at once (pages that fell due while no server ran) and every `intervalMs` after, on a
 * timer that never holds the process open. A failing pass (the database out of reach) is logged once until one
 * succeeds again.
 */
export function startPageScheduler(options: {
  db: Db;
  announce: AnnounceChanges;
  log: LogFn;
  intervalMs?: number;
}): PageScheduler {
  const { db, announce, log, intervalMs = DEFAULT_SCHEDULE_INTERVAL_MS } = options;
  let stopped = false;
  let failing = false;
  let last: Promise<unknown> = Promise.resolve();

  const pass = async (): Promise<ScheduleResult> => {
    const result = await runPageSchedule(db, announce);
    failing = false;
    for (const page of result.published) {
      log(`Published the page "${page.title}" (/page/${page.slug}) at its scheduled time`, { event: "page_schedule" });
    }
    for (const page of result.unpublished) {
      log(`Took down the page "${page.title}" (/page/${page.slug}) at its scheduled time`, { event: "page_schedule" });
    }
    return result;
  };

  // One pass at a time in this server: the next waits for the one under way.
  const run = () => {
    const next = last.then(pass, pass);
    last = next.catch(() => undefined);
    return next;
  };

  const tick = () => {
    if (stopped) return;
    run().catch((error: unknown) => {
      if (!stopped && !failing) log(`Scheduled publishing failed: ${messageOf(error)}`, { level: "warn" });
      failing = true;
    });
  };

  tick();
  const timer = setInterval(tick, intervalMs).unref();
  return {
    run,
    idle: async () => {
      await last;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
