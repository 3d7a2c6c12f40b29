import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "@shared/schema";
import { findProjectRoot } from "../lib/project-root";
import { startEmbeddedPostgres } from "./embedded";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** "embedded" or "postgres", for the start-up log and the benchmark. */
  kind: "embedded" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it an embedded database is started. */
  url?: string;
  /** Where the embedded database keeps its files; null keeps it in memory (tests). */
  dataDir: string | null;
  log?: (message: string) => void;
}

// From the project folder rather than from this file, which sits elsewhere once bundled into dist/server/.
const migrationsFolder = path.join(findProjectRoot(), "migrations");

/** One code path for both modes: a pg pool, drizzle on top, pending migrations applied. */
export async function openDatabase({ url, dataDir, log = () => {} }: DatabaseOptions): Promise<Database> {
  const embedded = url ? null : await startEmbeddedPostgres(dataDir, log);
  const pool = new pg.Pool({
    connectionString: url ?? embedded!.url,
    // PGlite serves one connection at a time and larger pools corrupt big messages (pglite issue #1046).
    max: embedded ? 1 : 10,
    idleTimeoutMillis: embedded ? 0 : 30_000,
  });
  pool.on("error", (error) => log(`Database connection error: ${error.message}`));
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    pool,
    kind: embedded ? "embedded" : "postgres",
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
