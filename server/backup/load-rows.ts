// Puts an archive's rows into a database that is at the archive's migration level, all in one transaction.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import type { ConnectionTarget } from "../db/connection";
import { inTransaction } from "./connect";
import { ident, type Manifest } from "./format";
import { allTables, inForeignKeyOrder, resetSequences, tableColumns, type Column } from "./tables";

const ROWS_PER_INSERT = 500;

/**
 * Empties every table (the migrations may have seeded some), then loads each archived table in foreign-key
 * order and moves the id sequences past the restored ids. Anything wrong (a table or column the database lacks)
 * rolls the whole load back.
 */
export async function loadRows(target: ConnectionTarget, manifest: Manifest, dir: string) {
  await inTransaction(target, async (client) => {
    await client.query("set local time zone 'UTC'");
    const present = await allTables(client);
    const names = manifest.tables.map((t) => t.name);
    const missing = names.filter((name) => !present.includes(name));
    if (missing.length) throw new Error(`The database has no table ${missing.join(", ")} at the archive's level.`);
    if (present.length) await client.query(`truncate ${present.map(ident).join(", ")} restart identity cascade`);
    const columns = await tableColumns(client, names);
    const files = new Map(manifest.tables.map((t) => [t.name, path.join(dir, t.file)]));
    for (const name of await inForeignKeyOrder(client, names)) {
      await loadTable(client, name, columns.get(name)!, files.get(name)!);
    }
    await resetSequences(client, names);
  });
}

/**
 * Inserts one table's JSON lines in batches. PostgreSQL turns each line back into a row of the table's own types
 * (jsonb_populate_recordset), so no value passes through JavaScript numbers or dates and nothing is rounded.
 */
async function loadTable(client: pg.Client, table: string, columns: Column[], file: string) {
  const known = new Set(columns.map((c) => c.name));
  const given = columns.filter((c) => !c.generated).map((c) => ident(c.name));
  // Identity columns take the archived ids too (a serial column takes them anyway).
  const insert =
    `insert into ${ident(table)} (${given.join(", ")}) overriding system value ` +
    `select ${given.join(", ")} from jsonb_populate_recordset(null::${ident(table)}, $1::jsonb)`;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length) await client.query(insert, [`[${batch.join(",")}]`]);
    batch = [];
  };
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    // A column the table does not have would be dropped silently: refuse instead of losing it.
    const unknown = Object.keys(JSON.parse(line) as object).filter((column) => !known.has(column));
    if (unknown.length) throw new Error(`The table ${table} has no column ${unknown.join(", ")} to restore into.`);
    batch.push(line);
    if (batch.length === ROWS_PER_INSERT) await flush();
  }
  await flush();
}
