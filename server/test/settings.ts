import type { PublicSetting } from "@shared/schema";

/**
 * The settings an administrator stored, out of GET /api/settings: the answer also carries every site text with the
 * default it falls back to (settings/site-texts.test.ts covers those).
 */
export const storedSettings = (list: PublicSetting[]) => list.filter((entry) => !entry.usesDefault);
