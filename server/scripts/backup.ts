// npm run backup -- [--out FILE]
// Writes one .tar.gz holding the whole site: every content table's rows, every uploaded file and a manifest with
// checksums. Safe while the server runs, on PostgreSQL or on the embedded database. By default the archive goes to
// DATA_DIR/backups/backup-YYYYMMDD-HHMMSS.tar.gz; its path is printed last.
import path from "node:path";
import { parseArgs } from "node:util";
import { openForBackup } from "../backup/connect";
import { createBackup } from "../backup/create-backup";
import { freeArchivePath } from "../backup/format";
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
const outFile = values.out ? path.resolve(values.out) : freeArchivePath(path.join(env.DATA_DIR, "backups"));
const storage = storageFromEnv(env);
try {
  const database = await openForBackup({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pg"),
    log: console.log,
  });
  try {
    const manifest = await createBackup({ source: database, storage, outFile, log: console.log });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${rows} rows of ${manifest.tables.length} tables and ${manifest.uploads.length} uploaded file(s) ` +
        `from ${database.where} (migration ${manifest.migration.tag}). Keep the archive private: it holds the ` +
        "administrators' password hashes.",
    );
    console.log(outFile);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await storage.close?.();
}
