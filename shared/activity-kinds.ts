// The kinds of item the activity log records, each named once: the sortable collections (declared with their
// nouns and labels in ./collections) and the rest of what administrators change. A kind is the first word of the
// write's address below /api (`POST /api/team` is "team"); the activity filter offers every kind here, and a test
// checks that every admin write's kind is here.
import { collections } from "./collections";

export interface ActivityKind {
  /** How a sentence names one item and several; absent when the entries of that kind write their own sentence. */
  nouns?: readonly [string, string];
  /** How a count of one names the item, where the singular noun only reads before a name ("inquiry from"). */
  one?: string;
  /** How the filter and the list name the kind. */
  label: string;
}

const otherKinds = {
  pages: { nouns: ["page", "pages"], label: "Page" },
  navigation: { label: "Site navigation" },
  redirects: { nouns: ["redirect", "redirects"], label: "Redirect" },
  settings: { nouns: ["site setting", "site settings"], label: "Site setting" },
  inquiries: { nouns: ["inquiry from", "inquiries"], one: "inquiry", label: "Inquiry" },
  admins: { nouns: ["administrator account", "administrator accounts"], label: "Administrator account" },
  account: { label: "Own account" },
  passkeys: { nouns: ["passkey", "passkeys"], label: "Passkey" },
  sessions: { nouns: ["session", "sessions"], label: "Session" },
  auth: { label: "Sign-in" },
  backups: { nouns: ["backup", "backups"], label: "Backup" },
  media: { nouns: ["image", "images"], label: "Media" },
} as const satisfies Record<string, ActivityKind>;

export const activityKinds: Readonly<Record<string, ActivityKind>> = {
  ...Object.fromEntries(Object.values(collections).map(({ path, nouns, label }) => [path, { nouns, label }])),
  ...otherKinds,
};

/** Every kind, as the activity filter offers them. */
export const activityEntityTypes = Object.keys(activityKinds);
