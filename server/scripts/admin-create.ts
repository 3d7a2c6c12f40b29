// npm run admin:create -- --username U --password P [--email E] [--reset]
import path from "node:path";
import { parseArgs } from "node:util";
import { insertUserSchema } from "@shared/schema";
import { openDatabase } from "../db/connection";
import { loadEnv } from "../env";
import { HttpError } from "../http/errors";
import { resetAdminFromShell } from "../modules/accounts/service";
import { ensureAdmin } from "../modules/auth/service";

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    password: { type: "string" },
    email: { type: "string" },
    // An existing administrator gets this password, password sign-in back on, and every session ended.
    reset: { type: "boolean", default: false },
  },
});
const { reset, ...fields } = values;
const input = insertUserSchema.safeParse({ ...fields, isAdmin: true });
if (!input.success) {
  console.error(`Usage: npm run admin:create -- --username U --password P [--email E] [--reset]`);
  for (const issue of input.error.issues) console.error(`  ${issue.path.join(".")}: ${issue.message}`);
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, "pg"),
  log: console.log,
  connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
  statementTimeoutSeconds: env.DATABASE_STATEMENT_TIMEOUT_SECONDS,
});
try {
  const result = await ensureAdmin(
    database.db,
    input.data.username,
    input.data.password,
    input.data.email ?? undefined,
  );
  if (result === "created") console.log(`Administrator "${input.data.username}" created.`);
  else if (!reset) {
    console.log(`User "${input.data.username}" already exists; nothing changed (add --reset to reset it).`);
  } else if (await resetAdminFromShell(database.db, input.data.username, input.data.password)) {
    console.log(
      `Administrator "${input.data.username}" reset: the new password signs in (passkeys or not) and every session was signed out.`,
    );
  } else {
    console.error(`"${input.data.username}" is not an administrator; nothing changed.`);
    process.exitCode = 1;
  }
} catch (error) {
  // A refusal meant for the user (e.g. the name differs from an existing one only in case) is said plainly.
  if (!(error instanceof HttpError)) throw error;
  console.error(`Could not create "${input.data.username}": ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
