// npm run uploads:copy-to-s3
// Copies every uploaded file of UPLOAD_DIR into the S3_BUCKET bucket, skipping files already there with the same
// size, and prints what it did. Safe to run again (after an interruption, or just before switching a server over):
// only what is missing or different is copied. Files on disk are left in place.
import fs from "node:fs/promises";
import path from "node:path";
import { loadEnv } from "../env";
import { contentTypeOf, LocalStorage, S3Storage, s3ConfigFromEnv } from "../storage";

const env = loadEnv();
const config = s3ConfigFromEnv(env);
if (!config) {
  console.error(
    "S3_BUCKET is not set: set it (and S3_ENDPOINT, S3_REGION, credentials as needed) to name the bucket to copy into.",
  );
  process.exit(2);
}
const source = new LocalStorage(env.UPLOAD_DIR);
const target = new S3Storage(config);
let copied = 0;
let skipped = 0;
let failed = 0;
try {
  const files = (await source.list()).sort((a, b) => (a.name < b.name ? -1 : 1));
  console.log(`Copying ${files.length} file(s) from ${source.location} to ${target.location}...`);
  for (const file of files) {
    try {
      const there = await target.stat(file.name);
      if (there?.size === file.size) {
        skipped++;
        continue;
      }
      await target.put(file.name, await fs.readFile(path.join(env.UPLOAD_DIR, file.name)), contentTypeOf(file.name));
      copied++;
    } catch (error) {
      failed++;
      console.error(`Could not copy ${file.name}: ${error instanceof Error ? error.message : error}`);
    }
  }
} finally {
  await target.close();
}
console.log(`Copied ${copied}, already there ${skipped}, failed ${failed}.`);
if (failed) process.exit(1);
