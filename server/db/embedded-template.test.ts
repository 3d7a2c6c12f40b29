import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "@shared/tables";
import { expectKeptOnReopening } from "../test/embedded-data";
import { root } from "../test/process";
import { openDatabase } from "./connection";
import { startEmbeddedPostgres } from "./embedded";
import settings from "./embedded-settings.json";
import { copyTemplate } from "./embedded-template";

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-template-test-"));
const templateDir = path.join(tmp, "template");
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A template made the way `npm run build` makes it (scripts/pg-template.mjs), in a process of its own. */
beforeAll(async () => {
  fs.mkdirSync(templateDir);
  const script = `const { buildTemplate } = await import("./scripts/pg-template.mjs");
    await buildTemplate(${JSON.stringify(templateDir)}, { root: process.cwd() });`;
  await run(process.execPath, ["--input-type=module", "-e", script], { cwd: root });
}, 120_000);

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Each of embedded-settings.json's settings as the database reports it now. */
async function settingsInForce(embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>>) {
  const names = Object.keys(settings);
  const rows = await query<{ name: string; value: string }>(
    embedded,
    `select name, current_setting(name) as value from unnest(array['${names.join("','")}']) as name`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

async function query<T>(embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>>, text: string) {
  const client = new pg.Client(embedded.connection);
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the embedded database's template", () => {
  it("holds a cleanly stopped, empty cluster and names the PGlite version that made it", () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
    );
    expect(JSON.parse(fs.readFileSync(path.join(templateDir, "template.json"), "utf8"))).toEqual({ pglite: version });
    const cluster = path.join(templateDir, "pgdata");
    expect(fs.existsSync(path.join(cluster, "PG_VERSION"))).toBe(true);
    // A running or crashed PostgreSQL leaves its pid file; a clean stop removes it.
    expect(fs.existsSync(path.join(cluster, "postmaster.pid"))).toBe(false);
  });

  it("starts a new data folder as a copy of it, private to the server's user, and the database works", async () => {
    const dataDir = path.join(tmp, "new", "pg");
    const logs: string[] = [];
    const embedded = await startEmbeddedPostgres(dataDir, { templateDir, log: (m) => logs.push(m) });
    try {
      expect(logs.join("\n")).toMatch(/Creating the embedded PostgreSQL database in .* from the build's template/);
      expect(await query(embedded, "select current_user as name")).toEqual([{ name: "postgres" }]);
      expect(await settingsInForce(embedded)).toEqual(settings);
    } finally {
      await embedded.stop();
    }
    expect(modeOf(dataDir)).toBe(0o700);
    // No copy left half-way beside it.
    expect(fs.readdirSync(path.dirname(dataDir)).filter((name) => !name.startsWith("pg."))).toEqual(["pg"]);

    // Migrations run on it like on any database, and what is written stays.
    const database = await openDatabase({ dataDir });
    await database.db.insert(siteSettings).values({ settingKey: "companyName", settingValue: "Kept" });
    await database.close();
    await expectKeptOnReopening(dataDir);
  }, 60_000);

  it("is not used when another PGlite version made it, nor over a folder that already holds files", () => {
    const other = path.join(tmp, "other-version");
    fs.cpSync(templateDir, other, { recursive: true });
    fs.writeFileSync(path.join(other, "template.json"), JSON.stringify({ pglite: "0.0.1" }));
    const dataDir = path.join(tmp, "mismatch", "pg");
    expect(copyTemplate(dataDir, other)).toEqual({
      reason: expect.stringMatching(/was made by PGlite 0\.0\.1, this is \d+\.\d+\.\d+/),
    });
    expect(fs.existsSync(dataDir)).toBe(false);

    const used = path.join(tmp, "used", "pg");
    fs.mkdirSync(used, { recursive: true });
    fs.writeFileSync(path.join(used, "notes.txt"), "someone's file");
    expect(copyTemplate(used, templateDir)).toEqual({ reason: `${used} already holds files` });
    expect(fs.readdirSync(used)).toEqual(["notes.txt"]);

    expect(copyTemplate(path.join(tmp, "none", "pg"), path.join(tmp, "missing"))).toEqual({
      reason: expect.stringMatching(/no template in .*missing/),
    });
  });

  it("runs the in-memory database with the same settings", async () => {
    const embedded = await startEmbeddedPostgres(null);
    try {
      expect(await settingsInForce(embedded)).toEqual(settings);
    } finally {
      await embedded.stop();
    }
  });
});
