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
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "sign-in-failed": "Failed sign-in",
};

/** The kinds of item, named as the admin screens name them. */
export const ENTITY_TYPE_LABELS: Record<string, string> = {
  team: "Team member",
  pages: "Page",
  logos: "Client logo",
  testimonials: "Testimonial",
  faq: "FAQ item",
  navigation: "Site navigation",
  services: "Service",
  "home-cards": "Home page card",
  standards: "Standards region",
  settings: "Site setting",
  inquiries: "Inquiry",
  admins: "Administrator account",
  account: "Own account",
  passkeys: "Passkey",
  sessions: "Session",
  auth: "Sign-in",
  backups: "Backup",
};

export const actionLabel = (action: string) => ACTION_LABELS[action as ActivityAction] ?? action;
export const entityTypeLabel = (type: string) => ENTITY_TYPE_LABELS[type] ?? type;

/** "Page #4", "YouTube link" for a setting, or just "Sign-in" for entries about no one item. */
export function itemLabel(entry: Pick<ActivityEntry, "entityType" | "entityId">): string {
  const type = entityTypeLabel(entry.entityType);
  if (!entry.entityId) return type;
  if (entry.entityType === "settings") return settingItemLabel(entry.entityId);
  return /^\d+$/.test(entry.entityId) ? `${type} #${entry.entityId}` : `${type} ${entry.entityId}`;
}
