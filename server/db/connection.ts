import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "@shared/tables";
import type { LogFn } from "../lib/logger";
import { findProjectRoot } from "../lib/project-root";
import { DatabaseAvailability, describeDatabaseError } from "./availability";
import { startEmbeddedPostgres } from "./embedded";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** "embedded" or "postgres", for the start-up log and the benchmark. */
  kind: "embedded" | "postgres";
  /** Whether the database can be reached right now; logs outages once. */
  availability: DatabaseAvailability;
  /** A new connection outside the pool (not yet connected), for a session that stays open, such as LISTEN. */
  dedicatedClient(): pg.Client;
  close(): Promise<void>;
}

/** Where the pool connects: a connection string, or separate parts (the embedded database's Unix socket). */
export type ConnectionTarget = Pick<pg.ClientConfig, "connectionString" | "host" | "port" | "user" | "database">;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it an embedded database is started. */
  url?: string;
  /** Where the embedded database keeps its files; null keeps it in memory (tests). */
  dataDir: string | null;
  /** Tests: the files a database in memory starts from (see EmbeddedOptions.memoryImage). */
  memoryImage?: Blob;
  log?: LogFn;
  /** Longest wait for a new connection (seconds). */
  connectTimeoutSeconds?: number;
  /** Longest time one SQL statement may run (seconds); migrations are not limited. */
  statementTimeoutSeconds?: number;
  /** Called once if the embedded database's lock is taken by another process: the server must stop. */
  onLockLost?: (error: Error) => void;
  /** Tests: connect through something in between (a proxy that can cut the connection). */
  route?: (target: ConnectionTarget) => Promise<ConnectionTarget> | ConnectionTarget;
}

export const DEFAULT_CONNECT_TIMEOUT_SECONDS = 10;
export const DEFAULT_STATEMENT_TIMEOUT_SECONDS = 30;
/** A statement that PostgreSQL has not cancelled this long after its own timeout is treated as lost. */
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

// From the project folder rather than from this file, which sits elsewhere once bundled into dist/server/.
export const migrationsFolder = path.join(findProjectRoot(), "migrations");

/** One code path for both modes: a pg pool, drizzle on top, pending migrations applied. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { url, dataDir, log = () => {}, onLockLost, memoryImage } = options;
  const connectTimeoutMillis = (options.connectTimeoutSeconds ?? DEFAULT_CONNECT_TIMEOUT_SECONDS) * 1000;
  const statementTimeoutMillis = (options.statementTimeoutSeconds ?? DEFAULT_STATEMENT_TIMEOUT_SECONDS) * 1000;
  const embedded = url ? null : await startEmbeddedPostgres(dataDir, { log, onLockLost, memoryImage });
  try {
    const direct: ConnectionTarget = embedded ? embedded.connection : { connectionString: url };
    const target = options.route ? await options.route(direct) : direct;
    await applyMigrations(
      target,
      connectTimeoutMillis,
      embedded ? "the embedded database" : describeTarget(url!),
      migrationsFolder,
      log,
    );
    const pool = new pg.Pool({
      ...target,
      // PGlite serves one connection at a time and larger pools corrupt big messages (pglite issue #1046).
      max: embedded ? 1 : 10,
      idleTimeoutMillis: embedded ? 0 : 30_000,
      // A database that does not answer fails the request after this long instead of holding it.
      connectionTimeoutMillis: connectTimeoutMillis,
      // PostgreSQL cancels a statement after this long (code 57014) and the connection stays usable. PGlite
      // ignores it: it runs statements in this very process, one at a time.
      statement_timeout: statementTimeoutMillis,
      // If even the cancellation never comes back (a dead network), the driver gives up a little later.
      query_timeout: statementTimeoutMillis + QUERY_TIMEOUT_MARGIN_MS,
      keepAlive: true,
    });
    const availability = new DatabaseAvailability(() => pool.query("select 1"), log);
    // Idle connections that break report here; during an outage that is one line, not one per connection.
    pool.on("error", (error) => {
      if (!availability.failed(error)) log(`Database connection error: ${error.message}`);
    });
    pool.on("connect", (client) => {
      availability.reachable();
      // A connection lost while a request holds it (a transaction) fails that request's query, which answers 503;
      // the client then reports the loss again as an event, which without a listener would end the process.
      client.on("error", () => {});
    });
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: embedded ? "embedded" : "postgres",
      availability,
      dedicatedClient: () =>
        new pg.Client({ ...target, connectionTimeoutMillis: connectTimeoutMillis, keepAlive: true }),
      async close() {
        availability.stop();
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** The advisory lock key that serializes migrations: any fixed number no other application on the database uses. */
const MIGRATION_LOCK = 7_281_054_233;

/**
 * Pending migrations run on a connection of their own, without the statement timeout (building an index on a
 * big table may take longer). Failing to connect at all says so in one line, without the password. `folder` is
 * another migrations folder when a restore brings a database to an older level first.
 */
export async function applyMigrations(
  target: ConnectionTarget,
  connectTimeoutMillis: number,
  where: string,
  folder = migrationsFolder,
  log: LogFn = () => {},
) {
  const client = new pg.Client({ ...target, connectionTimeoutMillis: connectTimeoutMillis });
  // A connection lost mid-way fails the running query; without a listener it would also crash the process.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new Error(`Could not connect to ${where}: ${describeDatabaseError(error)}`);
  }
  try {
    // Instances starting together take turns: the first applies what is pending, the others then find nothing
    // left to do. The lock is the session's, so it is released when this connection ends, even on a crash.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const before = await appliedMigrations(client);
    await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
    const after = await appliedMigrations(client);
    log(
      after > before
        ? `Applied ${after - before} database migration${after - before === 1 ? "" : "s"} (${after} in all)`
        : `Database schema up to date (${after} migrations)`,
      { migrationsApplied: after - before, migrations: after },
    );
  } catch (error) {
    throw new Error(`Could not apply the database migrations on ${where}: ${describeDatabaseError(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** How many migrations drizzle has recorded as applied (none before the first). */
async function appliedMigrations(client: pg.Client): Promise<number> {
  const table = "drizzle.__drizzle_migrations";
  const { rows } = await client.query<{ found: string | null }>("select to_regclass($1)::text as found", [table]);
  if (!rows[0]?.found) return 0;
  const counted = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return counted.rows[0]?.n ?? 0;
}

/** The database's address for messages: host, port and name, never the user's password. */
export function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || new URLSearchParams(parsed.search).get("host") || "localhost";
    return `the database ${host}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname || ""} (DATABASE_URL)`;
  } catch {
    return "the database at DATABASE_URL";
  }
}
