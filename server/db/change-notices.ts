import { randomUUID } from "node:crypto";
import type pg from "pg";

/** The channel on which servers say that public content changed (a restore says so too). */
export const PUBLIC_CONTENT_CHANNEL = "public_content_changed";

/** How long to wait before listening again after the connection was lost or could not be made. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Tells every server on one PostgreSQL database that public content changed, through LISTEN/NOTIFY, so that each
 * clears its read cache within moments of a write made on another. A notice may carry details (JSON) of what
 * changed, which `onChange` gets; it gets undefined when that is not known: a notice without readable details (one
 * from an older version of the server), or the notices missed while the connection was lost. One connection of its
 * own listens; when it is lost (a database restart, a network cut) it is made again every second until it
 * succeeds, and since notices sent meanwhile were missed, `onChange(undefined)` runs once the connection is back.
 */
export class ChangeNotices {
  /** Marks this server's own notices, which it needs not act on: it cleared its cache when it wrote. */
  readonly #origin = randomUUID();
  #client: pg.Client | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;
  #missedSome = false;

  constructor(
    private readonly connect: () => pg.Client,
    private readonly channel: string,
    private readonly onChange: (details: unknown) => void,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts listening; resolves once the first attempt succeeded or failed (a failure is retried). */
  start(): Promise<void> {
    return this.#listen();
  }

  /**
   * Tells the other servers, with `details` (kept small: a notice holds less than 8000 bytes); never fails the
   * write that caused it (a lost notice only delays their update).
   */
  notify(pool: pg.Pool, details?: unknown): Promise<void> {
    const payload = JSON.stringify({ origin: this.#origin, details });
    return pool.query("select pg_notify($1, $2)", [this.channel, payload]).then(
      () => {},
      (error: Error) => this.log(`Could not tell other servers about a change: ${error.message}`),
    );
  }

  async stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #listen() {
    if (this.#stopped) return;
    const client = this.connect();
    client.on("notification", (message) => {
      if (message.channel !== this.channel) return;
      const { origin, details } = parseNotice(message.payload);
      if (origin !== this.#origin) this.onChange(details);
    });
    // A broken connection reports here (and must be handled, or it would end the process).
    client.on("error", () => this.#lost(client));
    client.on("end", () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch {
      await client.end().catch(() => {});
      this.#retry();
      return;
    }
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    if (this.#missedSome) {
      this.#missedSome = false;
      this.log("Listening for changes from other servers again");
      this.onChange(undefined);
    }
  }

  #lost(client: pg.Client) {
    if (this.#client !== client || this.#stopped) return;
    this.#client = undefined;
    this.#missedSome = true;
    client.end().catch(() => {});
    this.#retry();
  }

  #retry() {
    if (this.#stopped) return;
    this.#missedSome = true;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#listen(), RECONNECT_DELAY_MS);
    this.#timer.unref();
  }
}

/** A notice's sender and details; an older server's notice is its sender's id alone, without details. */
function parseNotice(payload: string | undefined): { origin?: string; details?: unknown } {
  try {
    const parsed: unknown = JSON.parse(payload ?? "");
    if (parsed && typeof parsed === "object" && "origin" in parsed) {
      const { origin, details } = parsed as { origin: unknown; details?: unknown };
      return { origin: typeof origin === "string" ? origin : undefined, details };
    }
  } catch {
    // not JSON: an older server's notice
  }
  return { origin: payload };
}
