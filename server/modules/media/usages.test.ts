import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { looksLikeFileName, mediaListQuerySchema } from "@shared/schema";
import { settingsFieldHref } from "@shared/settings-links";
import {
  clientLogos,
  media,
  pageRevisions,
  pages,
  services,
  siteSettings,
  teamMembers,
  testimonials,
} from "@shared/tables";
import { logoBody, pageBody, serviceBody, teamMemberBody, testimonialBody } from "@shared/test/rows";
import { useTestApp } from "../../test/harness";
import { listMedia } from "./service";
import { usageCountsSql, usagesOf } from "./usages";

// Where a library image is used, read from the stored text of every place that can show one, and the list's count
// of those places, which must agree with the detail's list.
describe("the uses of a library image", () => {
  const ctx = useTestApp();
  const hex = (n: number) => n.toString(16).padStart(32, "0");
  const full = (n: number) => `/uploads/${hex(n)}-400x200.jpg`;

  async function entry(n: number, values: Partial<typeof media.$inferInsert> = {}) {
    const [row] = await ctx.database.db
      .insert(media)
      .values({ uploadId: hex(n), url: full(n), name: `image ${n}.jpg`, contentType: "image/jpeg", ...values })
      .returning();
    return row!;
  }

  /** Each entry's use count as the list's one query gives it. */
  async function counts(): Promise<Record<number, number>> {
    const { rows } = await ctx.database.db.execute<{ media_id: number; usage_count: number }>(usageCountsSql());
    return Object.fromEntries(rows.map((row) => [Number(row.media_id), Number(row.usage_count)]));
  }

  it("finds every kind of place, by any address of any of the upload's files, and counts each place once", async () => {
    const db = ctx.database.db;
    const image = await entry(1);
    const other = await entry(2);
    const copy = `/uploads/${hex(1)}-400x200.w160.webp`;
    // A page showing it now (by a resized copy on an absolute address, twice), with revisions that show it too.
    const [shown] = await db
      .insert(pages)
      .values(
        pageBody({
          title: "Zebra page",
          slug: "zebra",
          content: `<img srcset="https://x.example${copy} 160w, ${copy} 1x">`,
        }),
      )
      .returning();
    await db.insert(pageRevisions).values({
      ...pageBody({ slug: "zebra" }),
      pageId: shown!.id,
      content: `<img src="${full(1)}">`,
      isPublished: true,
    });
    // A page that showed it only in an earlier version, in two of them.
    const [earlier] = await db
      .insert(pages)
      .values(pageBody({ title: "Apple page", slug: "apple", content: "<p>none</p>" }))
      .returning();
    for (let i = 0; i < 2; i++) {
      await db.insert(pageRevisions).values({
        ...pageBody({ slug: "apple" }),
        pageId: earlier!.id,
        content: `<img src="${full(1)}">`,
        isPublished: true,
      });
    }
    await db.insert(teamMembers).values(teamMemberBody({ name: "Ann", imageUrl: full(1) }));
    await db.insert(clientLogos).values(logoBody({ clientName: "Acme", logoUrl: full(1) }));
    // Avatar and company logo: one testimonial, one use.
    await db
      .insert(testimonials)
      .values(testimonialBody({ personName: "Bo", avatarUrl: full(1), companyLogoUrl: copy }));
    await db.insert(services).values({ ...serviceBody({ title: "Braille" }), imageUrl: copy });
    await db.insert(siteSettings).values([
      { settingKey: "homeHeroImage", settingValue: full(1) },
      { settingKey: "companyLogo", settingValue: full(1) },
      { settingKey: "companyTagline", settingValue: `See ${full(1)}` },
      { settingKey: "companyName", settingValue: full(2) },
    ]);
    // Not this upload: a longer name that only starts with its digits, and another site's folder.
    await db.insert(teamMembers).values(teamMemberBody({ name: "Cy", imageUrl: `/uploads/${hex(1)}abc.jpg` }));

    const usages = await usagesOf(db, image);
    expect(usages).toEqual([
      { kind: "page", label: "Zebra page", href: "/admin/pages?search=zebra" },
      { kind: "pageRevision", label: "Apple page (earlier version)", href: "/admin/pages?search=apple" },
      { kind: "teamMember", label: "Ann", href: "/admin/team" },
      { kind: "clientLogo", label: "Acme", href: "/admin/logos" },
      { kind: "testimonial", label: "Bo", href: "/admin/testimonials" },
      { kind: "service", label: "Braille", href: "/admin/services" },
      { kind: "companyLogo", label: "Company logo", href: settingsFieldHref("companyLogo") },
      { kind: "siteImage", label: "Home page's hero image", href: settingsFieldHref("homeHeroImage") },
      { kind: "siteText", label: "Tagline", href: settingsFieldHref("companyTagline") },
    ]);
    expect(await usagesOf(db, other)).toEqual([
      { kind: "siteText", label: "Company name", href: settingsFieldHref("companyName") },
    ]);
    expect(await counts()).toEqual({ [image.id]: usages.length, [other.id]: 1 });
  });

  it("lists the page versions that still show a file the entry had before, once per page", async () => {
    const db = ctx.database.db;
    const image = await entry(3, { previousUploadIds: [hex(4), hex(5)] });
    const [page] = await db
      .insert(pages)
      .values(pageBody({ title: "News", slug: "news", content: `<img src="${full(3)}">` }))
      .returning();
    await db.insert(pageRevisions).values([
      { ...pageBody({ slug: "news" }), pageId: page!.id, content: `<img src="${full(4)}">`, isPublished: true },
      { ...pageBody({ slug: "news" }), pageId: page!.id, content: `<img src="${full(5)}">`, isPublished: true },
    ]);
    // A current page showing an old file is not a use of the entry (Replace file rewrote every current use).
    await db.insert(pages).values(pageBody({ title: "Old", slug: "old", content: `<img src="${full(4)}">` }));

    const usages = await usagesOf(db, image);
    expect(usages).toEqual([
      { kind: "page", label: "News", href: "/admin/pages?search=news" },
      { kind: "pageRevision", label: "News (earlier version)", href: "/admin/pages?search=news", previousFile: true },
    ]);
    expect(await counts()).toEqual({ [image.id]: 2 });
  });

  it("has none for an image nothing shows", async () => {
    const image = await entry(6);
    expect(await usagesOf(ctx.database.db, image)).toEqual([]);
    expect(await counts()).toEqual({});
  });

  it("finds missing alt text as looksLikeFileName does", async () => {
    const alts = [
      null,
      "",
      "   ",
      "IMG_2041.jpg",
      "logo-final.PNG",
      "photo (1).jpeg ",
      "scan.tiff",
      "A red bicycle",
      "Team photo, 2024",
      "diagram.svg explained",
      "café.jpg",
    ];
    for (const [i, altText] of alts.entries()) await entry(10 + i, { altText });
    await entry(40, { altText: null, decorative: true });
    const found = await listMedia(ctx.database.db, mediaListQuerySchema.parse({ missingAlt: "true", pageSize: "100" }));
    const expected = alts.filter((alt) => !alt?.trim() || looksLikeFileName(alt));
    expect(found.items.map((item) => item.altText).sort()).toEqual(expected.sort());
    expect(found.total).toBe(expected.length);
  });

  it("answers the list of 5,000 entries and a few hundred pages, counting each one's uses (speed: npm run bench:lists)", async () => {
    const db = ctx.database.db;
    await db.execute(sql`insert into media (upload_id, url, name, content_type, created_at)
      select lpad(to_hex(n), 32, '0'), '/uploads/' || lpad(to_hex(n), 32, '0') || '-400x200.jpg', 'image ' || n || '.jpg',
        'image/jpeg', now() - n * interval '1 second'
      from generate_series(1, 5000) as n`);
    await db.execute(sql`insert into pages (title, slug, content)
      select 'Page ' || n, 'page-' || n,
        repeat('<p>Words about accessible content and what we do.</p>', 200) ||
        '<img src="/uploads/' || lpad(to_hex(n), 32, '0') || '-400x200.w640.webp">'
      from generate_series(1, 300) as n`);
    await db.execute(sql`insert into page_revisions (page_id, title, slug, content, is_published)
      select id, title, slug, content, true from pages, generate_series(1, 3)`);

    const first = await listMedia(db, mediaListQuerySchema.parse({}));
    const unused = await listMedia(db, mediaListQuerySchema.parse({ unused: "true", page: "2" }));
    expect(first.total).toBe(5000);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ name: "image 1.jpg", usageCount: 1 });
    expect(first.items[0]!.thumbnailUrl).toMatch(/\.w320\.webp$/);
    expect(unused.total).toBe(4700);
    expect(unused.items[0]!.name).toBe("image 351.jpg");
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(media)
      .where(eq(media.decorative, false))) as [{ n: number }];
    expect(n).toBe(5000);
  }, 60_000);
});
