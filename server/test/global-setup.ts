import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../db/connection";
import { startEmbeddedPostgres } from "../db/embedded";
import { workerDatabasePrefix } from "./worker-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated, empty embedded database, which each test file's database starts from. */
    embeddedImage: string | undefined;
  }
}

/**
 * With TEST_DATABASE_URL the API suites run on that PostgreSQL, each worker on a database of its own beside the
 * one named (worker-database.ts): those are dropped here once per run, the named one emptied, and each test file
 * applies the migrations again as the server does at start-up. Without it every file uses its own
 * in-memory embedded database, started from one made and migrated here once (initdb alone costs each database
 * seconds of CPU); the files' own migration step then finds nothing left to do.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide("embeddedImage", await migratedEmbeddedImage());
    return;
  }
  project.provide("embeddedImage", undefined);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const workers = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [workerDatabasePrefix(url)],
    );
    for (const { datname } of workers.rows) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await client.query("DROP SCHEMA IF EXISTS public CASCADE");
    await client.query("CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}

async function migratedEmbeddedImage(): Promise<string> {
  const embedded = await startEmbeddedPostgres(null, { templateDir: null });
  try {
    await applyMigrations(embedded.connection, 60_000, "the embedded database");
    const image = await embedded.dumpFiles();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-image-"));
    const file = path.join(dir, "migrated.tar");
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    return file;
  } finally {
    await embedded.stop();
  }
}
