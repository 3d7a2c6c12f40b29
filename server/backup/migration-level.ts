// Which migration a database has reached, and a migrations folder that stops at a given one: a restore brings an
// empty database to the archive's level, loads the rows there, and only then applies the newer migrations.
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { migrationsFolder } from "../db/connection";

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}
interface Journal {
  entries: JournalEntry[];
}

function readJournal(folder = migrationsFolder): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}

/** The migrations this version of the site knows, oldest first. */
export const knownMigrations = (): JournalEntry[] => readJournal().entries;

/**
 * The last migration applied to the database (drizzle records each one's time stamp from the journal), or
 * undefined when none was ever applied. A time stamp this version does not know means a newer version made it.
 */
export async function lastAppliedMigration(
  client: Pick<pg.ClientBase, "query">,
): Promise<{ tag: string; when: number } | undefined> {
  const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists.rows[0].found) return undefined;
  const result = await client.query<{ when: string }>(
    `select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!result.rows.length) return undefined;
  const when = Number(result.rows[0]!.when);
  const known = knownMigrations().find((entry) => entry.when === when);
  return { tag: known?.tag ?? `unknown migration of ${new Date(when).toISOString()}`, when };
}

/**
 * A copy of the migrations folder, inside `workDir`, that ends with the migration `tag`; an error naming the tag
 * when this version does not have it (the archive was made by a newer version of the site).
 */
export function migrationsUpTo(tag: string, workDir: string): string {
  const journal = readJournal();
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) {
    throw new Error(
      `The archive's database is at migration "${tag}", which this version of the site does not have: ` +
        "it was made by a newer version. Restore it with that version (or a later one).",
    );
  }
  const folder = path.join(workDir, "migrations");
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const entries = journal.entries.slice(0, index + 1);
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/**
 * The tables of the public schema a database has once the migration `tag` is applied, from the schema snapshot
 * drizzle keeps beside each migration; undefined when this version does not have that migration.
 */
export function tablesAt(tag: string): string[] | undefined {
  const entry = readJournal().entries.find((e) => e.tag === tag);
  if (!entry) return undefined;
  const file = path.join(migrationsFolder, "meta", `${String(entry.idx).padStart(4, "0")}_snapshot.json`);
  const snapshot = JSON.parse(fs.readFileSync(file, "utf8")) as {
    tables: Record<string, { name: string; schema: string }>;
  };
  return Object.values(snapshot.tables)
    .filter((table) => (table.schema || "public") === "public")
    .map((table) => table.name);
}
