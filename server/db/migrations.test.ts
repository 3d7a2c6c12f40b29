import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  faqItems,
  homeServiceCards,
  pageRevisions,
  pages,
  services,
  siteNavigation,
  standardsRegions,
  users,
} from "@shared/tables";
import { faqItems as staticFaq } from "../../client/src/content/faq";
import {
  homeServiceCards as staticCards,
  serviceDetail,
  services as staticServices,
} from "../../client/src/content/services";
import { standardsRegions as staticRegions } from "../../client/src/content/standards";
import { findProjectRoot } from "../lib/project-root";
import { openDatabase } from "./connection";
import { startEmbeddedPostgres } from "./embedded";

const migrationsFolder = path.join(findProjectRoot(), "migrations");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A copy of the migrations folder holding only the first `count` migrations: a database from an older release. */
function olderMigrations(count: number): string {
  const folder = path.join(tmp, `first-${count}`);
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  journal.entries = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

type Db = ReturnType<typeof drizzle>;

/**
 * An embedded database brought to just before the migration whose tag ends in `suffix` (found by its name: its
 * number may change), given `seed` there, then migrated to the newest, and handed to `check`.
 */
async function upgradedPast(suffix: string, seed: (db: Db) => Promise<unknown>, check: (db: Db) => Promise<void>) {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  const before = (journal.entries as { tag: string }[]).findIndex((e) => e.tag.endsWith(suffix));
  expect(before).toBeGreaterThan(0);
  const embedded = await startEmbeddedPostgres(null);
  const pool = new pg.Pool({ ...embedded.connection, max: 1 });
  try {
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: olderMigrations(before) });
    await seed(db);
    await migrate(db, { migrationsFolder });
    await check(db);
  } finally {
    await pool.end();
    await embedded.stop();
  }
}

describe("upgrading a database whose usernames differ only in case", () => {
  it("keeps the oldest name, renames the later ones, and then refuses case duplicates", async () => {
    const embedded = await startEmbeddedPostgres(null);
    const pool = new pg.Pool({ ...embedded.connection, max: 1 });
    try {
      const db = drizzle(pool);
      await migrate(db, { migrationsFolder: olderMigrations(1) });
      await db.execute(sql`insert into users (username, password) values
        ('admin', 'x'), ('editor', 'x'), ('Admin', 'x'), ('ADMIN', 'x'), ('Editor', 'x')`);

      await migrate(db, { migrationsFolder });

      const rows = await db.execute<{ id: number; username: string }>(sql`select id, username from users order by id`);
      expect(rows.rows.map((r) => r.username)).toEqual(["admin", "editor", "Admin~3", "ADMIN~4", "Editor~5"]);
      await expect(
        db.execute(sql`insert into users (username, password) values ('EDITOR', 'x')`),
      ).rejects.toMatchObject({
        cause: { code: "23505" },
      });
    } finally {
      await pool.end();
      await embedded.stop();
    }
  }, 60_000);
});

// The FAQ moved from the code into the database: a new install and an upgraded one start with the same twenty
// questions, answers and order the site showed before.
describe("the FAQ after migrating", () => {
  it("holds the twenty questions the site showed before, word for word and in order", async () => {
    const embedded = await startEmbeddedPostgres(null);
    const pool = new pg.Pool({ ...embedded.connection, max: 1 });
    try {
      const db = drizzle(pool);
      await migrate(db, { migrationsFolder: olderMigrations(7) });
      await db.execute(sql`insert into users (username, password) values ('admin', 'x')`);
      await migrate(db, { migrationsFolder });

      const rows = await db.select().from(faqItems).orderBy(faqItems.sortOrder, faqItems.id);
      expect(
        rows.map(({ question, answer, answerType, listItems }) => ({ question, answer, answerType, listItems })),
      ).toEqual(
        staticFaq.map((item) => ({
          question: item.question,
          answer: item.answer,
          answerType: item.answerType,
          listItems: item.answerType === "list" ? item.listItems : [],
        })),
      );
    } finally {
      await pool.end();
      await embedded.stop();
    }
  }, 60_000);
});

// The legal pages moved from the code into Page Management: a new install starts with all three, published, with
// the words the site showed before; an install that already had a page at one of their slugs keeps its own.
describe("the legal pages after migrating", () => {
  /** How many migrations came before the one that adds the legal pages, whatever its number. */
  const beforeLegalPages = () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    return (journal.entries as { tag: string }[]).findIndex((entry) => entry.tag.endsWith("_legal_pages"));
  };

  it("adds the three published pages, each with one revision, but keeps a page that already had a slug", async () => {
    const embedded = await startEmbeddedPostgres(null);
    const pool = new pg.Pool({ ...embedded.connection, max: 1 });
    try {
      const db = drizzle(pool);
      expect(beforeLegalPages()).toBeGreaterThan(0);
      await migrate(db, { migrationsFolder: olderMigrations(beforeLegalPages()) });
      // In SQL: the table as drizzle knows it now has columns the older migrations did not make yet.
      await db.execute(
        sql`INSERT INTO pages (title, slug, content) VALUES ('Our Privacy Notice', 'privacy', '<p>Our own words.</p>')`,
      );
      await migrate(db, { migrationsFolder });

      const rows = await db.select().from(pages).orderBy(pages.id);
      expect(rows.map(({ slug, title, isPublished }) => ({ slug, title, isPublished }))).toEqual([
        { slug: "privacy", title: "Our Privacy Notice", isPublished: true },
        { slug: "terms", title: "Terms of Service", isPublished: true },
        { slug: "accessibility", title: "Accessibility Statement", isPublished: true },
      ]);
      expect(rows[0]!.content).toBe("<p>Our own words.</p>");
      expect(rows[1]!.content).toBe(
        "<p>The terms under which this website is provided.</p><h2>Use of this website</h2><p>The information on this website is provided for general guidance about accessibility and our services. It is not legal advice.</p><h2>Projects</h2><p>Every project is governed by the written quote and agreement issued through our client portal.</p>",
      );
      expect(rows[1]!.metaDescription).toBe("The terms under which this website is provided.");
      const revisions = await db.select().from(pageRevisions).orderBy(pageRevisions.id);
      expect(revisions.map(({ pageId, slug, content }) => ({ pageId, slug, content }))).toEqual(
        rows.slice(1).map(({ id, slug, content }) => ({ pageId: id, slug, content })),
      );
    } finally {
      await pool.end();
      await embedded.stop();
    }
  }, 60_000);

  it("gives a new install the privacy policy with the headings the site showed before", async () => {
    const embedded = await startEmbeddedPostgres(null);
    const pool = new pg.Pool({ ...embedded.connection, max: 1 });
    try {
      const db = drizzle(pool);
      await migrate(db, { migrationsFolder });
      const [privacy] = await db
        .select()
        .from(pages)
        .where(sql`${pages.slug} = 'privacy'`);
      expect(privacy).toMatchObject({
        title: "Privacy Policy",
        metaDescription: "How we handle personal information on this website.",
        isPublished: true,
      });
      expect(privacy!.content.match(/<h2>[^<]*<\/h2>/g)).toEqual(["<h2>What we collect</h2>", "<h2>Your rights</h2>"]);
      expect(privacy!.content).toContain(
        "<p>This website does not use advertising or tracking cookies. Our server keeps standard access logs for security.",
      );
    } finally {
      await pool.end();
      await embedded.stop();
    }
  }, 60_000);
});

// The services and the home page's cards moved from the code into the database: a new install starts with the
// eight services and six cards the site showed before, word for word and in order.
describe("the services after migrating", () => {
  it("hold the eight services and the six home page cards the site showed before", async () => {
    const embedded = await startEmbeddedPostgres(null);
    const pool = new pg.Pool({ ...embedded.connection, max: 1 });
    try {
      const db = drizzle(pool);
      await migrate(db, { migrationsFolder });
      const rows = await db.select().from(services).orderBy(services.sortOrder);
      expect(
        rows.map(({ id, title, description, keywords, icon, features, detail }) => ({
          ...{ id, title, description, keywords, icon, features, detail },
        })),
      ).toEqual(staticServices.map((s) => ({ ...s, keywords: s.keywords ?? [], detail: serviceDetail })));
      const cards = await db.select().from(homeServiceCards).orderBy(homeServiceCards.sortOrder);
      expect(cards.map(({ title, description, icon, serviceId }) => ({ title, description, icon, serviceId }))).toEqual(
        staticCards.map(({ title, description, icon, href }) => ({
          ...{ title, description, icon },
          serviceId: href.replace("/services/", ""),
        })),
      );
    } finally {
      await pool.end();
      await embedded.stop();
    }
  }, 60_000);
});

// The standards regions moved from the code into the database too: whatever came before, an upgraded install shows
// the four regions the site showed, word for word and in order. Found by its name: its number may change.
describe("the standards regions after migrating", () => {
  it("hold the four regions the site showed before, with their icons and details", async () => {
    await upgradedPast(
      "_standards_regions",
      async () => {},
      async (db) => {
        const rows = await db.select().from(standardsRegions).orderBy(standardsRegions.sortOrder, standardsRegions.id);
        expect(rows.map(({ title, subtitle, icon, details }) => ({ title, subtitle, icon, details }))).toEqual(
          staticRegions.map(({ title, subtitle, icon, details }) => ({ title, subtitle, icon, details })),
        );
      },
    );
  }, 60_000);
});

// A reset's recovery window moved out of users.password_sign_in into a column of its own: an account in the
// middle of a recovery when the server is upgraded keeps its password signing in, and the others keep their choice.
describe("password sign-in after migrating", () => {
  it("keeps a reset's window open and every owner's 'passkeys only' as it was", async () => {
    await upgradedPast(
      "_password_reset",
      (db) =>
        db.execute(sql`insert into users (username, password, is_admin, password_sign_in) values
          ('recovering', 'x', true, 'reset'), ('passkeys-only', 'x', true, 'off'), ('either', 'x', true, 'default')`),
      async (db) => {
        const rows = await db
          .select({
            username: users.username,
            passwordSignIn: users.passwordSignIn,
            passwordReset: users.passwordReset,
          })
          .from(users)
          .orderBy(users.id);
        expect(rows).toEqual([
          { username: "recovering", passwordSignIn: "default", passwordReset: true },
          { username: "passkeys-only", passwordSignIn: "off", passwordReset: false },
          { username: "either", passwordSignIn: "default", passwordReset: false },
        ]);
      },
    );
  }, 60_000);
});

describe("the menus after migrating", () => {
  it("keep each link to a content page by that page, and every other link and menu as it was", async () => {
    const menus = {
      header: [
        { label: "Guide", href: "/page/video-guide" },
        { label: "Part", href: "/page/video-guide#captions" },
        { label: "Nowhere", href: "/page/not-made-yet" },
        { label: "FAQ", href: "/faq" },
      ],
      footer: [{ heading: "More", links: [{ label: "Careers", href: "/page/careers" }] }],
    };
    await upgradedPast(
      "_nav_links_follow_pages",
      async (db) => {
        await db.execute(sql`insert into pages (id, title, slug, content) values
          (41, 'Video guide', 'video-guide', '<p>x</p>'), (42, 'Careers', 'careers', '<p>x</p>')`);
        await db.execute(sql`insert into site_navigation (id, menus) values (1, ${JSON.stringify(menus)}::jsonb)`);
      },
      async (db) => {
        const [row] = await db.select({ menus: siteNavigation.menus }).from(siteNavigation);
        expect(row!.menus).toEqual({
          header: [
            { label: "Guide", href: "/page/video-guide", pageId: 41 },
            { label: "Part", href: "/page/video-guide#captions", pageId: 41 },
            { label: "Nowhere", href: "/page/not-made-yet" },
            { label: "FAQ", href: "/faq" },
          ],
          footer: [{ heading: "More", links: [{ label: "Careers", href: "/page/careers", pageId: 42 }] }],
        });
      },
    );
  }, 60_000);
});

// Several instances starting at once against one PostgreSQL: each applies pending migrations before it serves,
// and the advisory lock makes them take turns, so every migration runs exactly once and every start succeeds.
describe.skipIf(!process.env.TEST_DATABASE_URL)("several servers starting at once on one PostgreSQL", () => {
  it("apply the migrations exactly once, and all of them start", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `migrate_together_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ url: url.href, dataDir: null })),
      );
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
      expect(opened.map((r) => (r.status === "rejected" ? String(r.reason) : "started"))).toEqual(
        Array(4).fill("started"),
      );

      const check = new pg.Client({ connectionString: url.href });
      await check.connect();
      const applied = await check.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      await check.end();
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
