import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from "express-rate-limit";
import { rateLimits } from "@shared/tables";
import type { Db } from "../db/connection";

/** Expired windows are swept at most this often per limiter, by whichever request comes along. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * express-rate-limit's counters kept in PostgreSQL instead of one process's memory, so every server on the
 * database counts the same hits and a restart forgets nothing. Each hit is one upsert that either adds to the
 * current window or, when it has ended, starts a new one; the database's clock decides, so instances whose
 * clocks differ still agree.
 */
export class PostgresRateLimitStore implements Store {
  localKeys = false;
  #windowMs = 60_000;
  #lastSweep = 0;

  constructor(
    private readonly db: Db,
    /** Keeps this limiter's keys apart from the others' in the shared table. */
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.#windowMs = options.windowMs;
  }

  #key(key: string) {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, this.#key(key)), gt(rateLimits.resetAt, sql`now()`)));
    return row && { totalHits: row.hits, resetTime: row.resetAt };
  }

  async increment(key: string): Promise<IncrementResponse> {
    const window = sql`now() + ${`${this.#windowMs} milliseconds`}::interval`;
    const expired = sql`${rateLimits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.#key(key), hits: 1, resetAt: window })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then ${window} else ${rateLimits.resetAt} end`,
        },
      })
      .returning();
    await this.#sweep();
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async decrement(key: string) {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, this.#key(key)), gt(rateLimits.resetAt, sql`now()`)));
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.#key(key)));
  }

  /** Deletes windows that have ended, so the table holds only clients seen lately. */
  async #sweep() {
    if (Date.now() - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = Date.now();
    await this.db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
  }
}
