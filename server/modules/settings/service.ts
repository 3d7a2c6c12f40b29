import { asc, eq, sql } from "drizzle-orm";
import { type PublicSetting, type SettingKey, type SiteSetting } from "@shared/schema";
import { siteTextKeys, type SiteTextDefaults } from "@shared/site-text-kinds";
import { siteSettings } from "@shared/tables";
import type { Db } from "../../db/connection";
import type { UploadCleanup } from "../uploads/cleanup";
import { lockUploadsForWrite } from "../uploads/lock";

export const listSettings = (db: Db) => db.select().from(siteSettings).orderBy(asc(siteSettings.settingKey));

/**
 * Every stored setting, plus one entry for each site text (texts and addresses) whether stored or not: its
 * effective value (the stored one, else `defaults`), what an empty field falls back to, and whether it does now.
 * The public GET and the page's bootstrap data carry this, so the website never needs a default of its own.
 */
export async function listEffectiveSettings(db: Db, defaults: SiteTextDefaults): Promise<PublicSetting[]> {
  const rows = await listSettings(db);
  const stored = new Map(rows.map((row) => [row.settingKey, row]));
  const texts: PublicSetting[] = siteTextKeys.map((key) => {
    const row = stored.get(key);
    const value = row?.settingValue?.trim();
    return {
      ...row,
      settingKey: key,
      settingValue: value || defaults[key],
      defaultValue: defaults[key],
      usesDefault: !value,
    };
  });
  const others = rows.filter((row) => !texts.some((text) => text.settingKey === row.settingKey));
  return [...others, ...texts].sort((a, b) => a.settingKey.localeCompare(b.settingKey));
}

/** Saves one setting; an uploaded file the old value named (a replaced company logo) goes to `uploads` after. */
export async function saveSetting(
  db: Db,
  key: SettingKey,
  value: string | null,
  uploads: UploadCleanup,
): Promise<SiteSetting> {
  // The old value is read under a row lock in the same transaction, so it is the one this save replaces.
  // The value may name an uploaded file (the company logo): clean-up waits until this is committed.
  const { before, row } = await db.transaction(async (tx) => {
    await lockUploadsForWrite(tx);
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.settingKey, key)).for("update");
    const [row] = await tx
      .insert(siteSettings)
      .values({ settingKey: key, settingValue: value })
      .onConflictDoUpdate({
        target: siteSettings.settingKey,
        set: { settingValue: value, updatedAt: sql`now()` },
      })
      .returning();
    // With the quote form off, quote links leading to it would lead nowhere: they go back to the portal.
    if (key === "quoteFormEnabled" && value === "false") {
      await tx
        .insert(siteSettings)
        .values({ settingKey: "quoteLinksTarget", settingValue: "portal" })
        .onConflictDoUpdate({
          target: siteSettings.settingKey,
          set: { settingValue: "portal", updatedAt: sql`now()` },
        });
    }
    return { before, row: row! };
  });
  await uploads.releaseDropped(siteSettings, before, row);
  return row;
}
