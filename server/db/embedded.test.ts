import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { siteSettings } from "@shared/schema";
import { openDatabase } from "./connection";
import { takeLock } from "./embedded";

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("embedded database on disk", () => {
  it("keeps data across a close and reopen, and applies migrations only once", async () => {
    const dataDir = path.join(tmp, "pg");
    const first = await openDatabase({ dataDir });
    await first.db.insert(siteSettings).values({ settingKey: "companyName", settingValue: "Kept" });
    await first.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    const again = await openDatabase({ dataDir });
    const rows = await again.db.select().from(siteSettings);
    const migrations = await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await again.close();
    expect(rows.map((r) => r.settingValue)).toEqual(["Kept"]);
    expect(migrations.rows[0]).toEqual({ n: fs.readdirSync("migrations").filter((f) => f.endsWith(".sql")).length });
  });

  it("refuses to open a directory another live process holds", async () => {
    const dataDir = path.join(tmp, "held");
    const holder = await openDatabase({ dataDir });
    try {
      // A second process, as a second `npm start` would be.
      const script = `import { openDatabase } from "./server/db/connection.ts";
        try { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log("opened"); }
        catch (e) { console.log(e.message); }`;
      const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]);
      expect(stdout).toMatch(/in use by another running server \(pid \d+/);
    } finally {
      await holder.close();
    }
  });
});

describe("lock file", () => {
  it("takes over a lock whose process is gone, and releases only its own lock", () => {
    const lock = path.join(tmp, "stale.lock");
    fs.writeFileSync(lock, "999999999");
    const release = takeLock(lock);
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it("refuses a lock held by a live process", () => {
    const lock = path.join(tmp, "live.lock");
    fs.writeFileSync(lock, String(process.ppid));
    expect(() => takeLock(lock)).toThrow(/in use by another running server/);
  });
});
