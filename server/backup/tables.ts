// What the backup and restore commands learn about a database from its catalog, so that they work on whatever
// tables the migrations created, including tables added after this code was written.
import type pg from "pg";
import { EXCLUDED_TABLES, ident } from "./format";

type Queryable = Pick<pg.ClientBase, "query">;

/** The site's tables in the public schema (not sessions or rate-limit counters), by name. */
export async function contentTables(client: Queryable): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return result.rows.map((row) => row.name).filter((name) => !EXCLUDED_TABLES.includes(name));
}

/** Every table of the public schema, excluded ones too (a restore empties all of them). */
export async function allTables(client: Queryable): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return result.rows.map((row) => row.name);
}

export interface Column {
  name: string;
  /** Computed by the database from other columns: never given in an insert. */
  generated: boolean;
}

/** Each table's columns, in their order. */
export async function tableColumns(client: Queryable, tables: string[]): Promise<Map<string, Column[]>> {
  const result = await client.query<{ table: string; column: string; generated: boolean }>(
    `select table_name as "table", column_name as "column", is_generated <> 'NEVER' as generated
       from information_schema.columns
      where table_schema = 'public' and table_name = any($1)
      order by table_name, ordinal_position`,
    [tables],
  );
  const columns = new Map<string, Column[]>(tables.map((table) => [table, []]));
  for (const row of result.rows) columns.get(row.table)!.push({ name: row.column, generated: row.generated });
  return columns;
}

/** The primary key's columns of each table (empty when it has none), for a stable row order. */
export async function primaryKeys(client: Queryable, tables: string[]): Promise<Map<string, string[]>> {
  const result = await client.query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column"
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = 'public' and c.relname = any($1)
      order by c.relname, k.position`,
    [tables],
  );
  const keys = new Map<string, string[]>(tables.map((table) => [table, []]));
  for (const row of result.rows) keys.get(row.table)!.push(row.column);
  return keys;
}

/**
 * `tables` ordered so that each comes after the tables its foreign keys point to: rows then load without breaking
 * a constraint. References to itself or in a cycle cannot be ordered; those tables keep their alphabetical place.
 */
export async function inForeignKeyOrder(client: Queryable, tables: string[]): Promise<string[]> {
  const result = await client.query<{ from: string; to: string }>(
    `select c.relname as "from", r.relname as "to"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const dependsOn = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { from, to } of result.rows) {
    if (from !== to && dependsOn.has(from) && dependsOn.has(to)) dependsOn.get(from)!.add(to);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const dependency of [...dependsOn.get(table)!].sort()) place(dependency);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) place(table);
  return ordered;
}

/**
 * Sets each sequence behind a serial or identity column of `tables` to follow the largest value now stored, so the
 * next row made through the site gets a new id instead of colliding with a restored one.
 */
export async function resetSequences(client: Queryable, tables: string[]) {
  const result = await client.query<{ table: string; column: string; sequence: string }>(
    `select table_name as "table", column_name as "column",
            pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
       from information_schema.columns
      where table_schema = 'public' and table_name = any($1)
        and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
    [tables],
  );
  for (const { table, column, sequence } of result.rows) {
    await client.query(
      `select setval($1, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
