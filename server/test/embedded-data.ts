import fs from "node:fs";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { siteSettings } from "@shared/tables";
import { openDatabase } from "../db/connection";

/**
 * Opens the embedded database in `dataDir` again and checks it kept what was written before it closed (the
 * company name "Kept") and has every migration recorded.
 */
export async function expectKeptOnReopening(dataDir: string) {
  const again = await openDatabase({ dataDir });
  const rows = await again.db.select().from(siteSettings);
  const migrations = await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  await again.close();
  expect(rows.map((r) => r.settingValue)).toEqual(["Kept"]);
  expect(migrations.rows[0]).toEqual({ n: fs.readdirSync("migrations").filter((f) => f.endsWith(".sql")).length });
}
