import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { media } from "@shared/tables";
import { migrationsFolder } from "../../db/connection";
import { startEmbeddedPostgres } from "../../db/embedded";
import { useTestApp } from "../../test/harness";
import { fillMissingMediaSizes } from "./backfill";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "media-backfill-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** An upload id: 32 hex digits, told apart by the last one. */
const id = (n: number) => `${"a".repeat(31)}${n.toString(16)}`;

/** A copy of the migrations folder that stops just before the migration whose tag ends in `suffix`. */
function migrationsBefore(suffix: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  const before = (journal.entries as { tag: string }[]).findIndex((entry) => entry.tag.endsWith(suffix));
  expect(before).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, before);
  const folder = fs.mkdtempSync(path.join(tmp, "migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** The places that showed images before the library: every kind the migration reads, in SQL of that level. */
async function seedPlaces(db: ReturnType<typeof drizzle>) {
  await db.execute(
    sql.raw(`
    insert into team_members (name, designation, description, image_url, image_alt, image_decorative) values
      ('Ann Lee', 'CEO', 'x', '/uploads/${id(1)}-800x600.jpg', null, false),
      ('Bob Ray', 'CTO', 'x', '/uploads/${id(2)}-400x400.png', '  Bob at his desk ', false),
      ('Cy Poe', 'COO', 'x', '/uploads/${id(3)}.png', null, true),
      ('No Photo', 'Intern', 'x', '', null, false);
    insert into client_logos (client_name, logo_url, logo_alt) values
      ('Acme', '/uploads/${id(4)}.svg', null),
      ('Elsewhere', 'https://cdn.example.com/uploads/logo.png', null);
    insert into testimonials (client_name, person_name, person_title, content, avatar_url, avatar_decorative,
        company_logo_url) values
      ('Globex', 'Cara Diaz', 'Editor', 'Great', '/uploads/${id(5)}-200x200.jpg', false, '/uploads/${id(6)}-300x100.png');
    insert into site_settings (setting_key, setting_value) values
      ('companyName', 'Accessible Co'),
      ('companyLogo', 'https://site.example/uploads/${id(7)}-512x512.png');
    insert into pages (id, title, slug, content) values (100, 'About', 'about-us',
      '<p><img src="/uploads/${id(8)}-1600x900.jpg" srcset="/uploads/${id(8)}-1600x900.w640.webp 640w" alt="Team &amp; friends"></p>'
      || '<img src="/uploads/${id(9)}-100x100.gif" alt="">'
      || '<p><a href="/uploads/${id(10)}-640x480.w320.jpg">The plan</a></p>'
      || '<img alt="Ann at the summit" src="/uploads/${id(1)}-800x600.w320.webp">');
    insert into page_revisions (page_id, title, slug, content, is_published) values
      (100, 'About', 'about-us', '<img src="/uploads/${id(11)}-50x50.w160.webp">', true);
    insert into media (upload_id, url, name, content_type, alt_text) values
      ('${id(4)}', '/uploads/${id(4)}.svg', 'Our client', 'image/svg+xml', 'Kept words');
  `),
  );
}

const entry = (n: number, fields: Partial<typeof media.$inferSelect>) => ({
  uploadId: id(n),
  width: null,
  height: null,
  altText: null,
  decorative: false,
  bytes: null,
  ...fields,
});

/** What the migration makes of seedPlaces. */
const expected = [
  // A page's written alt text wins over the name the team photo falls back to.
  entry(1, {
    url: `/uploads/${id(1)}-800x600.jpg`,
    name: `${id(1)}-800x600.jpg`,
    contentType: "image/jpeg",
    width: 800,
    height: 600,
    altText: "Ann at the summit",
  }),
  entry(2, {
    url: `/uploads/${id(2)}-400x400.png`,
    name: `${id(2)}-400x400.png`,
    contentType: "image/png",
    width: 400,
    height: 400,
    altText: "Bob at his desk",
  }),
  entry(3, { url: `/uploads/${id(3)}.png`, name: `${id(3)}.png`, contentType: "image/png", decorative: true }),
  // Already in the library: left as it was.
  entry(4, { url: `/uploads/${id(4)}.svg`, name: "Our client", contentType: "image/svg+xml", altText: "Kept words" }),
  entry(5, {
    url: `/uploads/${id(5)}-200x200.jpg`,
    name: `${id(5)}-200x200.jpg`,
    contentType: "image/jpeg",
    width: 200,
    height: 200,
    altText: "Cara Diaz",
  }),
  // A testimonial's company logo is decorative unless told otherwise: the card prints the company's name.
  entry(6, {
    url: `/uploads/${id(6)}-300x100.png`,
    name: `${id(6)}-300x100.png`,
    contentType: "image/png",
    width: 300,
    height: 100,
    decorative: true,
  }),
  entry(7, {
    url: `/uploads/${id(7)}-512x512.png`,
    name: `${id(7)}-512x512.png`,
    contentType: "image/png",
    width: 512,
    height: 512,
    altText: "Accessible Co",
  }),
  entry(8, {
    url: `/uploads/${id(8)}-1600x900.jpg`,
    name: `${id(8)}-1600x900.jpg`,
    contentType: "image/jpeg",
    width: 1600,
    height: 900,
    altText: "Team & friends",
  }),
  entry(9, {
    url: `/uploads/${id(9)}-100x100.gif`,
    name: `${id(9)}-100x100.gif`,
    contentType: "image/gif",
    width: 100,
    height: 100,
    decorative: true,
  }),
  // Linked to as a resized copy: the entry is the full-size file.
  entry(10, {
    url: `/uploads/${id(10)}-640x480.jpg`,
    name: `${id(10)}-640x480.jpg`,
    contentType: "image/jpeg",
    width: 640,
    height: 480,
  }),
  // Only a WebP copy named, in a kept revision: the start-up step finds the full-size file (below).
  entry(11, {
    url: `/uploads/${id(11)}-50x50.webp`,
    name: `${id(11)}-50x50.webp`,
    contentType: "image/webp",
    width: 50,
    height: 50,
  }),
];

async function readEntries(db: ReturnType<typeof drizzle>) {
  const rows = await db.select().from(media).orderBy(asc(media.uploadId));
  return rows.map(({ uploadId, url, name, contentType, width, height, altText, decorative, bytes }) => ({
    ...{ uploadId, url, name, contentType, width, height, altText, decorative, bytes },
  }));
}

/** Migrates `target` to just before the library's backfill, seeds it, migrates to the newest and checks. */
async function checkUpgrade(target: pg.PoolConfig) {
  const pool = new pg.Pool({ ...target, max: 1 });
  // A connection the server drops while idle (a busy CI machine, the database dropped at the end) is reported as an
  // event; unheard, it would end the test run instead of failing the query that needed it.
  pool.on("error", () => {});
  try {
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: migrationsBefore("_media_backfill") });
    await seedPlaces(db);
    await migrate(db, { migrationsFolder });
    expect(await readEntries(db)).toEqual(expected);
  } finally {
    await pool.end();
  }
}

describe("the images a site had before the library", () => {
  it("join it on the embedded database, each once, with the alt text the site showed", async () => {
    const embedded = await startEmbeddedPostgres(null);
    try {
      await checkUpgrade(embedded.connection);
    } finally {
      await embedded.stop();
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "join it the same way on PostgreSQL",
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      admin.on("error", () => {});
      await admin.connect();
      const name = `media_backfill_${process.pid}_${Date.now()}`;
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        await checkUpgrade({ connectionString: url.href });
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});

describe("recording the sizes of older images at start-up", () => {
  const ctx = useTestApp();

  it("fills each size from the storage once, leaves entries without a file, and agrees when servers race", async () => {
    const db = ctx.database.db;
    const jpeg = Buffer.alloc(1234, 1);
    const webp = Buffer.alloc(99, 2);
    await ctx.storage.put(`${id(1)}-800x600.jpg`, jpeg, "image/jpeg");
    await ctx.storage.put(`${id(1)}-800x600.w320.webp`, webp, "image/webp");
    await ctx.storage.put(`${id(11)}-50x50.png`, Buffer.alloc(77, 3), "image/png");
    await ctx.storage.put(`${id(11)}-50x50.webp`, webp, "image/webp");
    const before = new Date("2020-01-02T03:04:05Z");
    await db.insert(media).values([
      {
        uploadId: id(1),
        url: `/uploads/${id(1)}-800x600.jpg`,
        name: "Ann",
        contentType: "image/jpeg",
        updatedAt: before,
      },
      { uploadId: id(2), url: `/uploads/${id(2)}-400x400.png`, name: "Gone", contentType: "image/png" },
      {
        uploadId: id(11),
        url: `/uploads/${id(11)}-50x50.webp`,
        name: `${id(11)}-50x50.webp`,
        contentType: "image/webp",
      },
      { uploadId: id(12), url: `/uploads/${id(12)}.svg`, name: "Known", contentType: "image/svg+xml", bytes: 5 },
    ]);

    // Two servers starting at once: each entry is filled by one of them, with the same value either way.
    const counts = await Promise.all([fillMissingMediaSizes(db, ctx.storage), fillMissingMediaSizes(db, ctx.storage)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await fillMissingMediaSizes(db, ctx.storage)).toBe(0);

    const rows = await db.select().from(media).orderBy(asc(media.uploadId));
    expect(rows.map(({ url, name, contentType, bytes }) => ({ url, name, contentType, bytes }))).toEqual([
      { url: `/uploads/${id(1)}-800x600.jpg`, name: "Ann", contentType: "image/jpeg", bytes: 1234 },
      { url: `/uploads/${id(2)}-400x400.png`, name: "Gone", contentType: "image/png", bytes: null },
      // Named only by its WebP copy before: now the full-size file, in a format every browser shows.
      { url: `/uploads/${id(11)}-50x50.png`, name: `${id(11)}-50x50.png`, contentType: "image/png", bytes: 77 },
      { url: `/uploads/${id(12)}.svg`, name: "Known", contentType: "image/svg+xml", bytes: 5 },
    ]);
    // Not an edit: an editor's dialog opened before still saves.
    expect(rows[0]!.updatedAt).toEqual(before);
  });
});
