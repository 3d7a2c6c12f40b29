// npm run restore -- FILE [--replace]
// Restores an archive made by `npm run backup` (a file, or the name of one the Backups screen lists) into the
// configured database (DATABASE_URL, or the embedded one in DATA_DIR) and upload store. The archive is checked in
// full before anything changes. A database that already holds a site is refused unless --replace is given; what is
// there is then first saved as a rollback archive in the backup store (BACKUP_DIR, the upload bucket's backups/
// prefix, or DATA_DIR/backups), where the Backups screen lists it. Moving from the embedded database to PostgreSQL
// is a backup without DATABASE_URL and a restore with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { openForRestore } from "../backup/connect";
import { ARCHIVE_NAME } from "../backup/format";
import { restoreBackup } from "../backup/restore-backup";
import { backupStoreFromEnv } from "../backup/store-from-env";
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
const env = loadEnv();
const storage = storageFromEnv(env);
// Where archives are fetched from by name, and where the rollback archive of a --replace goes.
const store = backupStoreFromEnv(env, storage);
let fetched: { file: string; cleanUp(): void } | undefined;
try {
  fetched = await archiveFromStore(parsed.positionals[0]!);
  const archive = fetched?.file ?? path.resolve(parsed.positionals[0]!);
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
      store,
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
  fetched?.cleanUp();
  await storage.close?.();
}

/**
 * A name the Backups screen lists (backup-20260101-033000.tar.gz) that is no file here is fetched from where the
 * server keeps its backups (a folder or the bucket) into a private temporary folder.
 */
async function archiveFromStore(given: string) {
  if (fs.existsSync(given) || !ARCHIVE_NAME.test(given)) return undefined;
  const stored = await store.open(given);
  if (!stored) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-archive-"));
  const file = path.join(dir, given);
  await pipeline(stored.body, fs.createWriteStream(file, { mode: 0o600 }));
  console.log(`Fetched ${given} from ${store.location}.`);
  return { file, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
