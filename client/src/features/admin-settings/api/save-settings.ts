import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingKey, SiteSetting } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { settingsQuery } from "@/lib/queries";

export type SettingsPatch = Partial<Record<SettingKey, string | null | undefined>>;

/** One POST per key; an empty value is stored as null, which hides it on the site. */
export async function saveSettings(patch: SettingsPatch): Promise<SiteSetting[]> {
  const saved: SiteSetting[] = [];
  for (const [key, value] of Object.entries(patch)) {
    saved.push(
      await apiJson<SiteSetting>("POST", `/api/settings/${key}`, { value: value?.trim() ? value.trim() : null }),
    );
  }
  return saved;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }),
  });
}
