import { asc, sql } from "drizzle-orm";
import { siteSettings, type SettingKey, type SiteSetting } from "@shared/schema";
import type { Db } from "../../db/connection";

export const listSettings = (db: Db) => db.select().from(siteSettings).orderBy(asc(siteSettings.settingKey));

export async function saveSetting(db: Db, key: SettingKey, value: string | null): Promise<SiteSetting> {
  const [row] = await db
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value })
    .onConflictDoUpdate({
      target: siteSettings.settingKey,
      set: { settingValue: value, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
