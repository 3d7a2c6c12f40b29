import { queryOptions } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import { fixedFailure } from "@/lib/toasts";
import type { SiteSetting } from "@shared/schema";
import { backupStatusQuery } from "./get-backups";

/**
 * The settings only administrators may read, where the automatic backups' schedule and number kept are stored
 * (the same request, under the same key, as the Site Settings screen's private settings).
 */
export const privateSettingsQuery = queryOptions({
  queryKey: ["/api/settings/private"],
  queryFn: () => getJson<Pick<SiteSetting, "settingKey" | "settingValue">[]>("/api/settings/private"),
});

export interface BackupSettingsPatch {
  /** "daily HH:MM", or empty for none. */
  backupSchedule?: string;
  /** A whole number, or empty for the default. */
  backupKeep?: string;
}

/** Saves the automatic backups' settings in one request; an empty value is stored as none. */
export const saveBackupSettings = (patch: BackupSettingsPatch) =>
  apiJson<SiteSetting[]>("PUT", "/api/settings", {
    settings: Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value?.trim() || null])),
  });

export const useSaveBackupSettings = () =>
  useChange(saveBackupSettings, {
    success: (_saved, patch) => ({
      title: "Backup settings saved",
      description:
        patch.backupSchedule === undefined
          ? "The number of backups kept is saved."
          : patch.backupSchedule
            ? "The site will make backups by itself."
            : "The site will not make backups by itself.",
    }),
    failure: fixedFailure("Save failed", "There was a problem saving the backup settings."),
    // The status says what the server now does (its schedule, next run and number kept).
    invalidates: [privateSettingsQuery.queryKey, backupStatusQuery.queryKey],
  });
