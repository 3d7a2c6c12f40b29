import { asc, eq, sql } from "drizzle-orm";
import { type SettingKey, type SiteSetting } from "@shared/schema";
import { siteSettings } from "@shared/tables";
import type { Db } from "../../db/connection";
import type { UploadCleanup } from "../uploads/cleanup";
import { lockUploadsForWrite } from "../uploads/lock";

export const listSettings = (db: Db) => db.select().from(siteSettings).orderBy(asc(siteSettings.settingKey));

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
    return { before, row: row! };
  });
  await uploads.releaseDropped(siteSettings, before, row);
  return row;
}
