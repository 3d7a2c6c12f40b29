import { activityKinds } from "@shared/activity-kinds";
import type { ActivityAction, ActivityEntry } from "@shared/schema";
import { settingItemLabel } from "@shared/setting-labels";

export const ACTION_LABELS: Record<ActivityAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  reorder: "Reordered",
  status: "Changed status",
  respond: "Responded",
  upload: "Uploaded a file",
  settings: "Changed a setting",
  restore: "Restored",
  password: "Changed a password",
  export: "Exported",
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "sign-in-failed": "Failed sign-in",
  erase: "Erased",
  expire: "Deleted as expired",
  publish: "Published",
  unpublish: "Took down",
};

export const actionLabel = (action: string) => ACTION_LABELS[action as ActivityAction] ?? action;
/** The kind of item, named as the admin screens name it. */
export const entityTypeLabel = (type: string) => activityKinds[type]?.label ?? type;

/** "Page #4", "YouTube link" for a setting, or just "Sign-in" for entries about no one item. */
export function itemLabel(entry: Pick<ActivityEntry, "entityType" | "entityId">): string {
  const type = entityTypeLabel(entry.entityType);
  if (!entry.entityId) return type;
  if (entry.entityType === "settings") return settingItemLabel(entry.entityId);
  return /^\d+$/.test(entry.entityId) ? `${type} #${entry.entityId}` : `${type} ${entry.entityId}`;
}
