import { activityKinds } from "@shared/activity-kinds";
import type { ActivityAction } from "@shared/schema";

// The activity log's summary as a sentence a person reads at a glance ('Changed the question "Why?"'), built from
// what the write did, the kind of item and the item's name. Settings write their own sentence (setting-labels.ts).

/** Each kind of item as a sentence names it, singular and plural; a kind without nouns reads as its path word. */
const nounsOf = (entityType: string) => activityKinds[entityType]?.nouns;

/** What describeAnswer adds to an inquiry's name when the reply to it was saved but not e-mailed. */
export const NOT_EMAILED = " (not e-mailed)";

const quote = (name: string) => `"${name.length > 120 ? `${name.slice(0, 119)}…` : name}"`;

/**
 * The summary of one write. `detail` is the item's name, as describeAnswer read it (for a status change, its new
 * status after the name; for an upload, the stored file's address); null when nothing names the item.
 */
export function activitySentence(action: ActivityAction, entityType: string, detail: string | null): string | null {
  const [noun, plural] = nounsOf(entityType) ?? [`${entityType} item`, `${entityType} items`];
  const the = (name: string | null) =>
    name ? `the ${noun} ${quote(name)}` : `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
  switch (action) {
    case "create":
      return `Added ${the(detail)}`;
    case "update":
      return `Changed ${the(detail)}`;
    case "delete":
      return `Deleted ${the(detail)}`;
    case "reorder":
      return `Reordered the ${plural}`;
    case "restore":
      return `Restored an earlier version of ${the(detail)}`;
    case "respond":
      // A reply the mail server did not take was only saved: the log must not say the inquirer was answered.
      return detail?.endsWith(NOT_EMAILED)
        ? `Saved a reply to ${the(detail.slice(0, -NOT_EMAILED.length) || null)}, not e-mailed`
        : `Responded to ${the(detail)}`;
    case "status": {
      const [name, status] = splitStatus(detail);
      return `Marked ${the(name)} as ${status ?? "changed"}`;
    }
    case "publish":
      return `Published ${the(detail)} at its scheduled time`;
    case "unpublish":
      return `Took down ${the(detail)} at its scheduled time`;
    case "upload":
      return detail ? `Uploaded the file ${detail} for the ${plural}` : `Uploaded a file for the ${plural}`;
    case "password":
      return entityType === "account" ? "Changed their own password" : `Reset the password of ${the(detail)}`;
    default:
      return detail;
  }
}

/** What an export was picked by: a filter's label (a status, "New") and the words searched for, either absent. */
export interface ExportFilter {
  label?: string;
  search?: string;
}

/**
 * The summary of an export: how many items left the site as a file, by which filter (`(New, search "acme")`, none
 * for all of them), and whether the download was cut short. `count` is what was sent, not what the filter matched.
 */
export function exportSentence(entityType: string, count: number, filter: ExportFilter, complete = true): string {
  const kind = activityKinds[entityType];
  const [noun, plural] = kind?.nouns ?? [`${entityType} item`, `${entityType} items`];
  const counted = count === 1 ? `1 ${kind?.one ?? noun}` : `${count.toLocaleString("en")} ${plural}`;
  const picked = [filter.label, filter.search && `search ${quote(filter.search)}`].filter(Boolean).join(", ");
  return `Exported ${counted}${picked ? ` (${picked})` : ""}${complete ? "" : " before the download was cancelled"}`;
}

/** "Grace Hopper: in review" (describeAnswer's summary of a status change) as name and status. */
function splitStatus(detail: string | null): [string | null, string | null] {
  const at = detail?.lastIndexOf(": ") ?? -1;
  return at < 0 ? [detail, null] : [detail!.slice(0, at), detail!.slice(at + 2)];
}
