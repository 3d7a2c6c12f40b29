// npm run restore -- FILE [--replace]
// Restores an archive made by `npm run backup` into the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR) and upload store. The archive is checked in full before anything changes. A database that already
// holds a site is refused unless --replace is given; what is there is then saved as a backup first. Moving from the
// embedded database to PostgreSQL is a backup without DATABASE_URL and a restore with it.
import path from "node:path";
import { parseArgs } from "node:util";
import { openForRestore } from "../backup/connect";
import { restoreBackup } from "../backup/restore-backup";
import { loadEnv } from "../env";
import { storageFromEnv } from "../storage";

const USAGE = "Usage: npm run restore -- FILE [--replace]";
let parsed: { values: { replace?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({ options: { replace: { type: "boolean" } }, allowPositionals: true });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (parsed.positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const archive = path.resolve(parsed.positionals[0]!);
const env = loadEnv();
const storage = storageFromEnv(env);
try {
  const database = await openForRestore({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pg"),
    log: console.log,
  });
  try {
    const { manifest } = await restoreBackup({
      archive,
      database,
      storage,
      replace: parsed.values.replace === true,
      backupsDir: path.join(env.DATA_DIR, "backups"),
      log: console.log,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${rows} rows of ${manifest.tables.length} tables and ${manifest.uploads.length} uploaded file(s) ` +
        `into ${database.where} and ${storage.location}, from a backup of ${manifest.createdAt}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await storage.close?.();
}
