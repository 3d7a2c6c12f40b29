// The addresses of this site that visitors keep asking for and that do not exist, for the Redirects screen to
// suggest rules from. Counted in memory and added to the not_found_paths table every few seconds; the table keeps
// the most asked-for addresses only, so a bot trying a million random paths cannot grow it without limit. Probes
// for other software (WordPress, PHP, dot-files) are not kept: they would bury what real visitors miss.
import { desc, notInArray, sql } from "drizzle-orm";
import { redirectKey, type NotFoundList } from "@shared/schema";
import { notFoundPaths, redirects } from "@shared/tables";
import type { Db } from "../../db/connection";

/** How many addresses the table keeps, the most asked-for; and how many new ones a flush brings at most. */
const LIMITS = { kept: 1_000, pending: 1_000 };
const FLUSH_MS = 10_000;
const PATH_MAX = 300;
const LISTED = 50;

/** Addresses that only scanners for other software ask for. */
const PROBE =
  /(^|\/)(wp-|wordpress|xmlrpc|phpmyadmin|cgi-bin|\.git|\.env|\.aws|\.ssh|\.ht|\.ds_store|vendor\/|boaform|actuator)|\.(php\d?|aspx?|jsp|cgi|sql|bak|old|ini|log|sh|zip|tar|gz|rar|7z|yml|yaml|cfg|conf)$/i;

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

/** Whether a not-found answer for `path` is worth keeping: a visitor's address, not a scanner's probe. */
export function isWorthKeeping(path: string): boolean {
  if (path.length > PATH_MAX || path.includes("..") || hasControlCharacter(path)) return false;
  return !PROBE.test(path);
}

export class NotFoundLog {
  #pending = new Map<string, { count: number; at: Date }>();
  #timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: (message: string) => void,
    private readonly limits = LIMITS,
  ) {
    this.#timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.#timer.unref();
  }

  /** Counts one "not found" answer for `path` (without its query string). */
  count(path: string) {
    const key = redirectKey(path);
    const seen = this.#pending.get(key);
    if (seen) {
      seen.count++;
      seen.at = new Date();
    } else if (this.#pending.size < this.limits.pending && isWorthKeeping(key)) {
      this.#pending.set(key, { count: 1, at: new Date() });
    }
  }

  /** Adds what was counted to the table, then drops all but the most asked-for addresses. */
  async flush(): Promise<void> {
    if (!this.#pending.size) return;
    const pending = [...this.#pending];
    this.#pending = new Map();
    try {
      await this.db
        .insert(notFoundPaths)
        .values(pending.map(([path, { count, at }]) => ({ path, hits: count, firstSeenAt: at, lastSeenAt: at })))
        .onConflictDoUpdate({
          target: notFoundPaths.path,
          set: {
            hits: sql`${notFoundPaths.hits} + excluded.hits`,
            lastSeenAt: sql`greatest(${notFoundPaths.lastSeenAt}, excluded.last_seen_at)`,
          },
        });
      await this.db.execute(sql`
        delete from ${notFoundPaths} where ${notFoundPaths.path} in (
          select ${notFoundPaths.path} from ${notFoundPaths}
          order by ${notFoundPaths.hits} desc, ${notFoundPaths.lastSeenAt} desc
          offset ${this.limits.kept})`);
    } catch (error) {
      this.log(`Could not keep the not-found addresses: ${error instanceof Error ? error.message : error}`);
    }
  }

  async close() {
    clearInterval(this.#timer);
    await this.flush();
  }
}

/** The most asked-for missing addresses that no rule redirects yet. */
export async function notFoundList(db: Db): Promise<NotFoundList> {
  const redirected = db.select({ path: redirects.fromPath }).from(redirects);
  const items = await db
    .select()
    .from(notFoundPaths)
    .where(notInArray(notFoundPaths.path, redirected))
    .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt))
    .limit(LISTED);
  return { items };
}
