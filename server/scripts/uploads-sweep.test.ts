import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { teamMembers } from "@shared/tables";
import { teamMemberBody } from "@shared/test/rows";
import { openDatabase } from "../db/connection";
import { SWEEP_MIN_AGE_MS } from "../modules/uploads/cleanup";

const run = promisify(execFile);
const hex = (n: number) => n.toString(16).padStart(32, "0");

function writeAged(dir: string, name: string, ageMs: number) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, "x");
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

// The program runs from its TypeScript source, as `npm test` runs these suites before anything is built.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run uploads:sweep", () => {
  it("removes old uploads no record refers to, prints each, and keeps young and referenced ones", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-sweep-"));
    const uploadDir = path.join(tmp, "uploads");
    fs.mkdirSync(uploadDir);
    try {
      const database = await openDatabase({ dataDir: path.join(tmp, "data", "pg") });
      await database.db.insert(teamMembers).values(teamMemberBody({ imageUrl: `/uploads/${hex(1)}-40x20.jpg` }));
      await database.close();
      const old = SWEEP_MIN_AGE_MS + 60_000;
      writeAged(uploadDir, `${hex(1)}-40x20.jpg`, old);
      writeAged(uploadDir, `${hex(2)}-40x20.jpg`, old);
      writeAged(uploadDir, `${hex(2)}-40x20.webp`, old);
      writeAged(uploadDir, `${hex(3)}.svg`, 60_000);

      const env = { ...process.env, DATA_DIR: path.join(tmp, "data"), UPLOAD_DIR: uploadDir, DATABASE_URL: "" };
      const { stdout } = await run(process.execPath, ["--import", "tsx", "server/scripts/uploads-sweep.ts"], { env });
      expect(stdout).toContain(`Removed /uploads/${hex(2)}-40x20.jpg\nRemoved /uploads/${hex(2)}-40x20.webp\n`);
      expect(stdout).toContain("Removed 2 unused file(s)");
      expect(fs.readdirSync(uploadDir).sort()).toEqual([`${hex(1)}-40x20.jpg`, `${hex(3)}.svg`]);

      const again = await run(process.execPath, ["--import", "tsx", "server/scripts/uploads-sweep.ts"], { env });
      expect(again.stdout).toMatch(/No unused uploads older than a day/);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
