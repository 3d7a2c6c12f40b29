// With TEST_DATABASE_URL, each Vitest worker runs its test files on a database of its own beside the one named
// there (test_w1, test_w2, … on the same server), so the PostgreSQL pass runs files side by side as the embedded
// one does, and no file empties or locks a database another file is using. It points TEST_DATABASE_URL at that
// database before the file runs, so every test and helper that reads the variable uses it; the global setup drops
// these databases when a run starts (global-setup.ts).
import pg from "pg";

/** The prefix of the workers' databases: the named database's own name, then _w and the worker's number. */
export const workerDatabasePrefix = (baseUrl: string) => `${new URL(baseUrl).pathname.slice(1) || "postgres"}_w`;

const base = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;
if (base && worker && !process.env.TEST_DATABASE_BASE_URL) {
  const name = `${workerDatabasePrefix(base)}${worker}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  // The worker's later files find it set and keep it; the named database stays known to what creates databases
  // beside it.
  process.env.TEST_DATABASE_BASE_URL = base;
  process.env.TEST_DATABASE_URL = url.href;
}
