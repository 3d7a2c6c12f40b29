// What a restore checks of an archive's contents besides its checksums, before anything changes. A checksum shows
// that an archive is whole, not that a backup wrote it: whoever edits rows can recompute the checksums. So a
// restore takes only the tables a backup writes, and the rows administrators edit through the API (the menus, the
// settings and the site texts) must pass the validation the API applies to them.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { z } from "zod";
import { navigationSchema } from "@shared/navigation";
import { PASSKEYS_ONLY_SETTING, passkeyPolicySchema } from "@shared/passkeys";
import { settingBodySchema, settingKeySchema } from "@shared/schema";
import { EXCLUDED_TABLES, type Manifest } from "./format";
import { tablesAt } from "./migration-level";
import { refusal } from "./read-archive";

type Row = Record<string, unknown>;

/** The first problem zod found, with where it is. */
const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
};

/** How a row of a checked table is named in a refusal, and what the API would refuse in it (undefined: nothing). */
interface RowRule {
  key(row: Row): string;
  problem(row: Row): string | undefined;
}

const rules: Record<string, RowRule> = {
  // The menus, as PUT /api/navigation accepts them.
  site_navigation: {
    key: (row) => `id ${JSON.stringify(row.id)}`,
    problem: (row) => {
      const parsed = navigationSchema.safeParse(row.menus);
      return parsed.success ? undefined : `menus.${firstIssue(parsed.error)}`;
    },
  },
  // Each setting and site text, as POST /api/settings/{key} accepts it; the passkeys-only switch, which is kept
  // with them as "true" or "false", as its own endpoint does.
  site_settings: {
    key: (row) => `setting_key ${JSON.stringify(row.setting_key)}`,
    problem: (row) => {
      const value = row.setting_value;
      if (row.setting_key === PASSKEYS_ONLY_SETTING) {
        const passkeysOnly = value === "true" ? true : value === "false" ? false : value;
        const parsed = passkeyPolicySchema.safeParse({ passkeysOnly });
        return parsed.success ? undefined : firstIssue(parsed.error);
      }
      const key = settingKeySchema.safeParse(row.setting_key);
      if (!key.success) return firstIssue(key.error);
      const parsed = settingBodySchema(key.data).shape.value.safeParse(value);
      return parsed.success ? undefined : firstIssue(parsed.error);
    },
  },
};

/**
 * Refuses (ArchiveRefusedError) an archive that holds a table a backup never writes (sessions, rate-limit
 * counters, one the site does not have at the archive's migration), or a row of the menus or settings the API
 * would refuse, naming its table and key. `dir` holds the parts, already checked against the manifest.
 */
export async function checkRows(file: string, manifest: Manifest, dir: string) {
  const tables = tablesAt(manifest.migration.tag) ?? [];
  for (const { name } of manifest.tables) {
    if (EXCLUDED_TABLES.includes(name) || !tables.includes(name)) {
      throw refusal(file, `it holds the table ${name}, which a backup never contains`);
    }
  }
  for (const table of manifest.tables) {
    const rule = rules[table.name];
    if (!rule) continue;
    const lines = readline.createInterface({
      input: fs.createReadStream(path.join(dir, table.file)),
      crlfDelay: Infinity,
    });
    let number = 0;
    for await (const line of lines) {
      number++;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        row = undefined;
      }
      if (typeof row !== "object" || row === null || Array.isArray(row)) {
        throw refusal(file, `line ${number} of ${table.file} is not a row of ${table.name}`);
      }
      const problem = rule.problem(row as Row);
      if (problem) {
        throw refusal(
          file,
          `the row of ${table.name} with ${rule.key(row as Row)} is not one the site accepts (${problem})`,
        );
      }
    }
  }
}
