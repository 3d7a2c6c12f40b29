// The redirect rules, kept in memory so that looking one up costs a request nothing: a Map from the old address
// (in redirectKey() form) to where it leads. A write here, or a change notice from another server, reloads them;
// until the reload is done, `match` says it does not know, and the request waits for it in Express.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { redirectKey, type RedirectStatusCode } from "@shared/schema";
import { redirects } from "@shared/tables";
import type { Db } from "../../db/connection";

export interface Rule {
  id: number;
  toPath: string;
  statusCode: RedirectStatusCode;
}

/** How long after a failed read of the rules the next is tried. */
const RETRY_MS = 5_000;

/** How often the hits counted in memory are added to the rules' rows. */
const HIT_FLUSH_MS = 5_000;

export class RedirectRules {
  #rules = new Map<string, Rule>();
  /** Bumped by every invalidation: a load that started before one must not make the rules current. */
  #generation = 0;
  #current = false;
  #loading: Promise<void> | undefined;
  /** When reading the rules last failed (0: it has not). */
  #failedAt = 0;
  /** Hits not yet written: rule id -> count and the last time. */
  #hits = new Map<number, { count: number; at: Date }>();
  #timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: (message: string) => void,
  ) {
    this.#timer = setInterval(() => void this.flushHits(), HIT_FLUSH_MS);
    this.#timer.unref();
  }

  /**
   * The rule for `pathname`; null when there is none; undefined while the rules are being (re)loaded. While the
   * database cannot be read, the rules last read serve, and reading them again is tried every few seconds only.
   */
  match(pathname: string): Rule | null | undefined {
    if (!this.#current) {
      if (Date.now() - this.#failedAt < RETRY_MS) return this.#lookup(pathname);
      void this.ready().catch(() => {});
      return undefined;
    }
    return this.#lookup(pathname);
  }

  // The common case, an address with no rule, costs one lookup of the path as it came.
  #lookup = (pathname: string): Rule | null =>
    this.#rules.get(pathname) ?? (this.#rules.size ? (this.#rules.get(redirectKey(pathname)) ?? null) : null);

  /**
   * The rule for this request's address: never one for the API, whose answers are not pages (and whose reads from
   * memory so pay nothing for the rules).
   */
  matchRequest(req: IncomingMessage): Rule | null | undefined {
    const url = req.url ?? "/";
    if (url.startsWith("/api/")) return null;
    const query = url.indexOf("?");
    return this.match(query < 0 ? url : url.slice(0, query));
  }

  /**
   * For the requests Node's listener passed on while the rules were being read: waits for them, then redirects
   * or passes on. When they cannot be read (the database is down), the site answers as if there were none.
   */
  readonly middleware: RequestHandler = (req, res, next) => {
    if (req.path.startsWith("/api/")) return next();
    this.ready().then(
      () => {
        const rule = this.matchRequest(req);
        if (rule) this.send(req, res, rule);
        else next();
      },
      () => {
        // The database is down: the rules last read still send visitors on.
        const rule = this.#lookup(req.path);
        if (rule) this.send(req, res, rule);
        else next();
      },
    );
  };

  /** Resolves once the rules are current (loading them if need be); rejects when the database cannot be read. */
  ready(): Promise<void> {
    if (this.#current) return Promise.resolve();
    this.#loading ??= this.#load().finally(() => (this.#loading = undefined));
    return this.#loading;
  }

  /** Every address a rule sends elsewhere (none when the rules cannot be read). */
  async fromPaths(): Promise<ReadonlySet<string>> {
    await this.ready().catch(() => {});
    return new Set(this.#rules.keys());
  }

  /** The rules changed (here or on another server): the next request reads them again. */
  invalidate() {
    this.#generation++;
    this.#current = false;
  }

  async #load() {
    const generation = this.#generation;
    let rows;
    try {
      rows = await this.db
        .select({
          id: redirects.id,
          fromPath: redirects.fromPath,
          toPath: redirects.toPath,
          code: redirects.statusCode,
        })
        .from(redirects);
    } catch (error) {
      this.#failedAt = Date.now();
      throw error;
    }
    this.#failedAt = 0;
    const rules = new Map<string, Rule>();
    for (const row of rows) {
      rules.set(row.fromPath, { id: row.id, toPath: row.toPath, statusCode: row.code as RedirectStatusCode });
    }
    this.#rules = rules;
    if (generation === this.#generation) this.#current = true;
    else await this.#load();
  }

  /** Answers `req` with the redirect `rule` names, the query string kept, and counts the hit. */
  send(req: IncomingMessage, res: ServerResponse, rule: Rule, headers: readonly string[] = []) {
    const query = req.url!.indexOf("?");
    const search = query < 0 ? "" : req.url!.slice(query + 1);
    const target = search ? `${rule.toPath}${rule.toPath.includes("?") ? "&" : "?"}${search}` : rule.toPath;
    // A header carries printable ASCII only: anything else in the address (an accent, a space) is percent-encoded.
    const location = target.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
    res.writeHead(rule.statusCode, [
      ...headers,
      "Location",
      location,
      "Cache-Control",
      "no-cache",
      "Content-Length",
      "0",
    ]);
    res.end();
    const hit = this.#hits.get(rule.id);
    if (hit) {
      hit.count++;
      hit.at = new Date();
    } else this.#hits.set(rule.id, { count: 1, at: new Date() });
  }

  /** Adds the hits counted since the last time to the rules' rows (a rule deleted meanwhile is skipped). */
  async flushHits(): Promise<void> {
    if (!this.#hits.size) return;
    const pending = [...this.#hits];
    this.#hits = new Map();
    const values = sql.join(
      pending.map(([id, { count, at }]) => sql`(${id}::int, ${count}::bigint, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    try {
      await this.db.execute(sql`
        update ${redirects} set hits = ${redirects.hits} + v.count,
          last_hit_at = greatest(${redirects.lastHitAt}, v.at)
        from (values ${values}) as v(id, count, at) where ${redirects.id} = v.id`);
    } catch (error) {
      this.log(`Could not count redirect hits: ${error instanceof Error ? error.message : error}`);
    }
  }

  async close() {
    clearInterval(this.#timer);
    await this.flushHits();
  }
}
