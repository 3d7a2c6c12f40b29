import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteTextKey } from "@shared/site-text-kinds";
import { ApiError, apiJson } from "@/lib/api";
import { settingsQuery } from "@/lib/queries";

/** A site text the server refused, with its reason, so the form can show it on that field. */
export class SiteTextRefused extends Error {
  constructor(
    readonly key: SiteTextKey,
    readonly reason: string,
    readonly cause: ApiError,
  ) {
    super(reason);
  }
}

/**
 * Saves the changed site texts one POST per key, in order; an empty value clears the setting, so the default
 * shows. The first refusal stops the rest and names its field (the server's field error on `value`).
 */
export async function saveSiteTexts(patch: Partial<Record<SiteTextKey, string>>): Promise<void> {
  for (const [key, value] of Object.entries(patch) as [SiteTextKey, string][]) {
    try {
      await apiJson("POST", `/api/settings/${key}`, { value: value.trim() ? value.trim() : null });
    } catch (error) {
      const reason = error instanceof ApiError ? error.fieldErrors.value?.[0] : undefined;
      throw reason && error instanceof ApiError ? new SiteTextRefused(key, reason, error) : error;
    }
  }
}

export function useSaveSiteTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteTexts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }),
  });
}
