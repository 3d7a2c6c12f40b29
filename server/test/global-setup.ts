import pg from "pg";

/**
 * With TEST_DATABASE_URL the API suites run on that PostgreSQL: it is emptied once per run here, and each
 * test file applies the migrations again as the server does at start-up. Without it every file uses its own
 * in-memory embedded database and there is nothing to do.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await client.query("DROP SCHEMA IF EXISTS public CASCADE");
    await client.query("CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}
