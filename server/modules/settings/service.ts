import { asc, inArray, sql } from "drizzle-orm";
import { PASSKEYS_ONLY_SETTING } from "@shared/passkeys";
import { type PublicSetting, type SettingKey, type SiteSetting } from "@shared/schema";
import { isPrivateSetting, keysOfKind, privateSettingKeys, settingOf } from "@shared/settings-registry";
import { siteTextKeys, type SiteTextDefaults } from "@shared/site-text-kinds";
import { siteSettings } from "@shared/tables";
import { FALLBACK_TIME_ZONE } from "@shared/time-zone";
import type { Db } from "../../db/connection";
import { badRequest } from "../../http/errors";
import { compareCodeUnits } from "../../lib/compare";
import { mediaRefsByUploadId, uploadIdOfAddress, withMediaRefs } from "../public-media";
import type { UploadCleanup } from "../uploads/cleanup";
import { lockUploadsForWrite } from "../uploads/lock";

/** The site texts whose page ships their defaults (see listEffectiveSettings), and the others. */
const pageDefaultKeys = new Set<string>(siteTextKeys.filter((key) => settingOf(key).pageDefault));
const effectiveTextKeys = siteTextKeys.filter((key) => !pageDefaultKeys.has(key));

export const listSettings = (db: Db) => db.select().from(siteSettings).orderBy(asc(siteSettings.settingKey));

/**
 * Every stored setting, plus one entry for each site text (texts and addresses) and the site's time zone
 * (`timeZoneDefault` while none is stored), whether stored or not: its
 * effective value (the stored one, else `defaults`), what an empty field falls back to, and whether it does now.
 * The public GET and the page's bootstrap data carry this, so the website never needs a default of its own,
 * except for a page's own words (`pageDefault` in the registry): the page that shows them ships their defaults,
 * so each is sent only while a value is stored, and the bootstrap data of every page stays as small as before.
 */
export async function listEffectiveSettings(
  db: Db,
  defaults: SiteTextDefaults,
  timeZoneDefault = FALLBACK_TIME_ZONE,
): Promise<PublicSetting[]> {
  // The passkeys-only switch is kept with the settings but is not for the public (see shared/passkeys.ts), nor are
  // the settings the registry declares private (the team's own addresses).
  const rows = (await listSettings(db)).filter(
    (row) =>
      row.settingKey !== PASSKEYS_ONLY_SETTING &&
      !isPrivateSetting(row.settingKey) &&
      !(pageDefaultKeys.has(row.settingKey) && !row.settingValue?.trim()),
  );
  const stored = new Map(rows.map((row) => [row.settingKey, row]));
  const texts: PublicSetting[] = effectiveTextKeys.map((key) => {
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
  // The site's time zone likewise, so Page Management never guesses it: the stored zone, else the server's.
  const zoneRow = stored.get("siteTimeZone");
  const zone = zoneRow?.settingValue?.trim();
  texts.push({
    ...zoneRow,
    settingKey: "siteTimeZone",
    settingValue: zone || timeZoneDefault,
    defaultValue: timeZoneDefault,
    usesDefault: !zone,
  });
  // A page's own text is sent as visitors see it (trimmed), as the effective texts are.
  const others = rows
    .filter((row) => !texts.some((text) => text.settingKey === row.settingKey))
    .map((row) => (pageDefaultKeys.has(row.settingKey) ? { ...row, settingValue: row.settingValue!.trim() } : row));
  return [...others, ...texts].sort((a, b) => compareCodeUnits(a.settingKey, b.settingKey));
}

/** The image settings (the company logo): their uploads' library words go with them to the public. */
const imageSettingKeys = new Set<string>(keysOfKind("image"));

/**
 * GET /api/settings: the effective settings (listEffectiveSettings), each image setting with the media library's
 * words for its image when the image is in the library.
 */
export async function publicSettings(
  db: Db,
  defaults: SiteTextDefaults,
  timeZoneDefault = FALLBACK_TIME_ZONE,
): Promise<PublicSetting[]> {
  const rows = await listEffectiveSettings(db, defaults, timeZoneDefault);
  const images = await withMediaRefs(
    db,
    rows.filter((row) => imageSettingKeys.has(row.settingKey)),
    ["settingValue"],
  );
  const byKey = new Map(images.map((row) => [row.settingKey, row]));
  return rows.map((row) => byKey.get(row.settingKey) ?? row);
}

/**
 * The image settings the site shows with the media library's alt text (the home page's hero image; the company
 * logo is always decorative beside the company's name).
 */
const describedImageKeys = keysOfKind("image").filter((key) => key !== "companyLogo");

/** What a refused image without words says, on its field. */
export const IMAGE_NEEDS_WORDS =
  "This image has no alt text in the media library: write its alt text there, or mark it decorative, first";

/**
 * Refuses (400, on the setting's field) an image setting whose library image has neither alt text nor
 * "decorative": the library's rule, so that no image reaches visitors with nothing for a screen reader to say.
 * An address outside the library (another site's) is shown as decorative.
 */
export async function assertImagesDescribed(db: Db, values: Partial<Record<SettingKey, string | null>>) {
  for (const key of describedImageKeys) {
    const uploadId = uploadIdOfAddress(values[key]);
    if (!uploadId) continue;
    const ref = (await mediaRefsByUploadId(db, [uploadId])).get(uploadId);
    if (ref && !ref.decorative && !ref.altText?.trim())
      throw badRequest(IMAGE_NEEDS_WORDS, { [`settings.${key}`]: [IMAGE_NEEDS_WORDS] });
  }
}

/** The settings only administrators may read, each with its stored value (null when none is stored). */
export async function listPrivateSettings(db: Db): Promise<Pick<SiteSetting, "settingKey" | "settingValue">[]> {
  const rows = privateSettingKeys.length
    ? await db.select().from(siteSettings).where(inArray(siteSettings.settingKey, privateSettingKeys))
    : [];
  const stored = new Map(rows.map((row) => [row.settingKey, row.settingValue]));
  return privateSettingKeys.map((key) => ({ settingKey: key, settingValue: stored.get(key) ?? null }));
}

/** Saves one setting; an uploaded file the old value named (a replaced company logo) goes to `uploads` after. */
export async function saveSetting(
  db: Db,
  key: SettingKey,
  value: string | null,
  uploads: UploadCleanup,
): Promise<SiteSetting> {
  const { saved } = await saveSettings(db, { [key]: value }, uploads);
  return saved[0]!;
}

/**
 * Saves several settings in one transaction (one Save of a form), and says which of them it changed: the keys
 * whose stored value differs from the one before (no value and an empty one are the same). Files the old values
 * named (a replaced company logo) go to `uploads` after the commit.
 */
export async function saveSettings(
  db: Db,
  values: Partial<Record<SettingKey, string | null>>,
  uploads: UploadCleanup,
): Promise<{ saved: SiteSetting[]; changed: SettingKey[] }> {
  const entries = Object.entries(values) as [SettingKey, string | null][];
  // The old values are read under row locks in the same transaction, so they are the ones this save replaces.
  // A value may name an uploaded file (the company logo): clean-up waits until this is committed.
  const { before, saved } = await db.transaction(async (tx) => {
    await lockUploadsForWrite(tx);
    const before = await tx
      .select()
      .from(siteSettings)
      .where(
        inArray(
          siteSettings.settingKey,
          entries.map(([key]) => key),
        ),
      )
      .for("update");
    const saved: SiteSetting[] = [];
    for (const [key, value] of entries) {
      const [row] = await tx
        .insert(siteSettings)
        .values({ settingKey: key, settingValue: value })
        .onConflictDoUpdate({
          target: siteSettings.settingKey,
          set: { settingValue: value, updatedAt: sql`now()` },
        })
        .returning();
      saved.push(row!);
    }
    // With the quote form off, quote links leading to it would lead nowhere: they go back to the portal.
    if (values.quoteFormEnabled === "false") {
      await tx
        .insert(siteSettings)
        .values({ settingKey: "quoteLinksTarget", settingValue: "portal" })
        .onConflictDoUpdate({
          target: siteSettings.settingKey,
          set: { settingValue: "portal", updatedAt: sql`now()` },
        });
    }
    return { before, saved };
  });
  const old = new Map(before.map((row) => [row.settingKey, row]));
  for (const row of saved) await uploads.releaseDropped(siteSettings, old.get(row.settingKey), row);
  const changed = entries
    .filter(([key, value]) => (old.get(key)?.settingValue ?? "") !== (value ?? ""))
    .map(([key]) => key);
  return { saved, changed };
}
