// How the backup and restore commands reach the configured database: PostgreSQL at DATABASE_URL, or the embedded
// database in DATA_DIR/pg, which only one process may open at a time.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { ConnectionTarget } from "../db/connection";
import { describeTarget } from "../db/connection";
import { runningServerSocket, startEmbeddedPostgres } from "../db/embedded";
import { LockHeldError } from "../db/lock";

export interface OpenedDatabase {
  target: ConnectionTarget;
  kind: "embedded" | "postgres";
  /** For messages: which database this is. */
  where: string;
  close(): Promise<void>;
}

export interface DatabaseSetting {
  url?: string;
  /** The embedded database's folder (DATA_DIR/pg). */
  dataDir: string;
  log?: (message: string) => void;
}

const postgres = (url: string): OpenedDatabase => ({
  target: { connectionString: url },
  kind: "postgres",
  where: describeTarget(url),
  close: async () => {},
});

/**
 * For a backup, which only reads: PostgreSQL as configured; the embedded database through the running server's
 * socket when a live server holds its lock, else opened here (holding the lock, so no server starts meanwhile).
 */
export async function openForBackup({ url, dataDir, log }: DatabaseSetting): Promise<OpenedDatabase> {
  if (url) return postgres(url);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${dataDir} (and DATABASE_URL is not set): nothing to back up.`);
  }
  const where = `the embedded database in ${dataDir}`;
  try {
    const embedded = await startEmbeddedPostgres(dataDir, { log });
    return { target: embedded.connection, kind: "embedded", where, close: () => embedded.stop() };
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    const socket = runningServerSocket(dataDir);
    if (!socket) {
      throw new Error(
        `${error.message} Its socket was not found beside the data folder, so the backup cannot read through it ` +
          "(a DATA_DIR too deep for a socket path puts it in a temporary folder): stop the server, or use a shorter DATA_DIR.",
      );
    }
    log?.(`A server is running on ${where}: reading through its socket.`);
    return { target: socket, kind: "embedded", where, close: async () => {} };
  }
}

/** For a restore, which writes: never beside a running server on the embedded database. */
export async function openForRestore({ url, dataDir, log }: DatabaseSetting): Promise<OpenedDatabase> {
  if (url) return postgres(url);
  try {
    const embedded = await startEmbeddedPostgres(dataDir, { log });
    return {
      target: embedded.connection,
      kind: "embedded",
      where: `the embedded database in ${dataDir}`,
      close: () => embedded.stop(),
    };
  } catch (error) {
    if (error instanceof LockHeldError) {
      throw new LockHeldError(`Not restoring while a server uses the embedded database. ${error.message}`);
    }
    throw error;
  }
}

/**
 * Runs `work` in one transaction on a connection of its own to `target`: committed when it succeeds, rolled back
 * when it throws, and the connection closed either way.
 */
export async function inTransaction<T>(target: pg.ClientConfig, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(target);
  await client.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
