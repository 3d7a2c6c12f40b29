// npm run admin:create -- --username U --password P [--email E]
import path from "node:path";
import { parseArgs } from "node:util";
import { insertUserSchema } from "@shared/schema";
import { openDatabase } from "../db/connection";
import { loadEnv } from "../env";
import { HttpError } from "../http/errors";
import { ensureAdmin } from "../modules/auth/service";

const { values } = parseArgs({
  options: { username: { type: "string" }, password: { type: "string" }, email: { type: "string" } },
});
const input = insertUserSchema.safeParse({ ...values, isAdmin: true });
if (!input.success) {
  console.error(`Usage: npm run admin:create -- --username U --password P [--email E]`);
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
  console.log(
    result === "created"
      ? `Administrator "${input.data.username}" created.`
      : `User "${input.data.username}" already exists; nothing changed.`,
  );
} catch (error) {
  // A refusal meant for the user (e.g. the name differs from an existing one only in case) is said plainly.
  if (!(error instanceof HttpError)) throw error;
  console.error(`Could not create "${input.data.username}": ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
