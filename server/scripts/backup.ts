// npm run backup -- [--out FILE]
// Writes one .tar.gz holding the whole site: every content table's rows, every uploaded file and a manifest with
// checksums. Safe while the server runs, on PostgreSQL or on the embedded database. By default the archive goes
// where the server keeps its backups (BACKUP_DIR, the upload bucket's backups/ prefix, or DATA_DIR/backups), so the
// Backups screen lists it; --out writes it to FILE instead. What it wrote is printed last.
import path from "node:path";
import { parseArgs } from "node:util";
import { openForBackup } from "../backup/connect";
import { createBackup } from "../backup/create-backup";
import { archiveLocation, freeArchiveName, summaryOf, workFileFor } from "../backup/store";
import { backupStoreFromEnv } from "../backup/store-from-env";
import { loadEnv } from "../env";
import { storageFromEnv } from "../storage";

let values: { out?: string };
try {
  ({ values } = parseArgs({ options: { out: { type: "string" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run backup -- [--out FILE]`);
  process.exit(2);
}
const env = loadEnv();
const storage = storageFromEnv(env);
const store = values.out ? undefined : backupStoreFromEnv(env, storage);
const name = store && (await freeArchiveName(store));
const work = store && name ? workFileFor(store, name) : { file: path.resolve(values.out!), cleanUp: () => {} };
try {
  const database = await openForBackup({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pg"),
    log: console.log,
  });
  try {
    const manifest = await createBackup({ source: database, storage, outFile: work.file, log: console.log });
    if (store && name) await store.save(work.file, name, summaryOf(manifest, "command"));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${rows} rows of ${manifest.tables.length} tables and ${manifest.uploads.length} uploaded file(s) ` +
        `from ${database.where} (migration ${manifest.migration.tag}). Keep the archive private: it holds the ` +
        "administrators' password hashes.",
    );
    console.log(store && name ? archiveLocation(store, name) : work.file);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  work.cleanUp();
  await storage.close?.();
}
