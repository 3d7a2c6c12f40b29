// npm run uploads:sweep
// Removes uploaded files that no record refers to and that are more than a day old (younger ones may belong to
// a dialog still open), printing each one; the server does the same in the background at every start.
import path from "node:path";
import { openDatabase } from "../db/connection";
import { loadEnv } from "../env";
import { sweepUploads } from "../modules/uploads/cleanup";
import { storageFromEnv } from "../storage";

const env = loadEnv();
const storage = storageFromEnv(env);
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, "pg"),
  log: console.log,
});
let failed = 0;
try {
  const result = await sweepUploads({ db: database.db, storage });
  for (const name of result.removed) console.log(`Removed /uploads/${name}`);
  for (const { name, error } of result.failed) console.error(`Could not remove /uploads/${name}: ${error}`);
  failed = result.failed.length;
  console.log(
    result.removed.length
      ? `Removed ${result.removed.length} unused file(s) from ${storage.location}.`
      : `No unused uploads older than a day in ${storage.location}.`,
  );
} finally {
  await database.close();
  await storage.close?.();
}
if (failed) process.exit(1);
