import { sql } from "drizzle-orm";
import type request from "supertest";
import { describe, expect, it } from "vitest";
import {
  faqItemBody,
  logoBody,
  pageBody,
  standardsRegionBody,
  teamMemberBody,
  testimonialBody,
} from "@shared/test/rows";
import { useTestApp } from "../test/harness";

const ctx = useTestApp();

const STALE = "This item was changed by someone else. Reload to see the latest version.";

// Two administrators editing one item: each edit dialog sends back the updatedAt it loaded.
const collections = [
  {
    name: "team members",
    table: "team_members",
    path: "/api/team",
    list: "/api/team",
    reorderKey: "teamOrders",
    create: teamMemberBody(),
    field: "name",
  },
  {
    name: "pages",
    table: "pages",
    path: "/api/pages",
    list: "/api/pages",
    reorderKey: null,
    create: pageBody({ title: "Statement", slug: "statement" }),
    field: "title",
  },
  {
    name: "client logos",
    table: "client_logos",
    path: "/api/logos",
    list: "/api/logos",
    reorderKey: "logoOrders",
    create: logoBody({ logoUrl: "https://cdn.example.com/acme.png" }),
    field: "clientName",
  },
  {
    name: "testimonials",
    table: "testimonials",
    path: "/api/testimonials",
    list: "/api/testimonials",
    reorderKey: "testimonialOrders",
    create: testimonialBody(),
    field: "clientName",
  },
  {
    name: "FAQ items",
    table: "faq_items",
    path: "/api/faq",
    list: "/api/faq",
    reorderKey: "faqOrders",
    create: faqItemBody(),
    field: "question",
  },
  {
    name: "standards regions",
    table: "standards_regions",
    path: "/api/standards",
    list: "/api/standards",
    reorderKey: "standardsOrders",
    create: standardsRegionBody(),
    field: "title",
  },
] as const;

type Item = { id: number; updatedAt: string } & Record<string, unknown>;

describe.each(collections)("concurrent edits of $name", (c) => {
  /** The item as an edit dialog loads it: from the list the admin screen shows, through JSON. */
  const load = async (admin: request.Agent, id: number): Promise<Item> => {
    const list = (await admin.get(c.list)).body as Item[];
    return list.find((item) => item.id === id)!;
  };
  /** Creates an item; `updatedAt` (SQL) sets its stored updatedAt before anything loads (and caches) it. */
  const setUp = async (updatedAt?: string) => {
    const admin = await ctx.signedIn();
    const created = await admin.post(c.path).send(c.create);
    expect(created.status).toBe(201);
    if (updatedAt) {
      await ctx.database.db.execute(
        sql`update ${sql.identifier(c.table)} set updated_at = ${sql.raw(updatedAt)} where id = ${created.body.id}`,
      );
    }
    return { admin, loaded: await load(admin, created.body.id) };
  };

  it("applies an edit sent with the updatedAt just loaded, and moves updatedAt on", async () => {
    const { admin, loaded } = await setUp();
    const res = await admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "First", updatedAt: loaded.updatedAt });
    expect(res.status).toBe(200);
    expect(res.body[c.field]).toBe("First");
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(loaded.updatedAt));
    // The same instant written with another UTC offset is the same version.
    const again = await load(admin, loaded.id);
    const shifted = new Date(Date.parse(again.updatedAt) + 2 * 3600_000).toISOString().replace("Z", "+02:00");
    expect((await admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Second", updatedAt: shifted })).status).toBe(
      200,
    );
  });

  it("matches an updatedAt the database keeps to the microsecond, as the editor loaded it to the millisecond", async () => {
    const { admin, loaded } = await setUp("'2025-03-04 05:06:07.891234+00'");
    expect(loaded.updatedAt).toBe("2025-03-04T05:06:07.891Z");
    const res = await admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Saved", updatedAt: loaded.updatedAt });
    expect(res.status).toBe(200);
  });

  it("moves updatedAt forward on every edit, even when the stored one is ahead of the clock", async () => {
    const { admin, loaded: ahead } = await setUp("now() + interval '1 hour'");
    const res = await admin.put(`${c.path}/${ahead.id}`).send({ [c.field]: "Saved", updatedAt: ahead.updatedAt });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(ahead.updatedAt));
    const stale = await admin.put(`${c.path}/${ahead.id}`).send({ [c.field]: "Again", updatedAt: ahead.updatedAt });
    expect(stale.status).toBe(409);
  });

  it("refuses an edit based on an older version with 409, and leaves the item as the other admin saved it", async () => {
    const { admin, loaded } = await setUp();
    const other = await ctx.signedIn();
    expect(
      (await other.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Theirs", updatedAt: loaded.updatedAt })).status,
    ).toBe(200);
    const saved = await load(admin, loaded.id);

    const stale = await admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Mine", updatedAt: loaded.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE });
    expect(await load(admin, loaded.id)).toEqual(saved);
    // Nothing to change, but still based on what is gone: the editor learns it all the same.
    expect((await admin.put(`${c.path}/${loaded.id}`).send({ updatedAt: loaded.updatedAt })).status).toBe(409);
    expect((await admin.put(`${c.path}/${loaded.id}`).send({ updatedAt: saved.updatedAt })).status).toBe(200);
  });

  it("refuses the second of two saves made from one loaded version, however quickly they follow", async () => {
    const { admin, loaded } = await setUp();
    const first = admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "One", updatedAt: loaded.updatedAt });
    const second = admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Two", updatedAt: loaded.updatedAt });
    const statuses = (await Promise.all([first, second])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it("applies an edit without updatedAt as before (API clients)", async () => {
    const { admin, loaded } = await setUp();
    const other = await ctx.signedIn();
    await other.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Theirs" });
    const res = await admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Mine" });
    expect(res.status).toBe(200);
    expect((await load(admin, loaded.id))[c.field]).toBe("Mine");
  });

  it("answers 400 for an updatedAt that is not a date and time, and changes nothing", async () => {
    const { admin, loaded } = await setUp();
    for (const updatedAt of ["yesterday", "2025-13-45T99:00:00Z", "2025-02-30T00:00:00Z", 1735689600000, "", null]) {
      const res = await admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Changed", updatedAt });
      expect(res.status, JSON.stringify(updatedAt)).toBe(400);
      expect(res.body.fieldErrors.updatedAt).toBeDefined();
    }
    expect(await load(admin, loaded.id)).toEqual(loaded);
  });

  it("answers 404, not 409, for an item that no longer exists", async () => {
    const { admin, loaded } = await setUp();
    expect((await admin.delete(`${c.path}/${loaded.id}`)).status).toBe(204);
    const res = await admin.put(`${c.path}/${loaded.id}`).send({ [c.field]: "Late", updatedAt: loaded.updatedAt });
    expect(res.status).toBe(404);
  });

  it.skipIf(!c.reorderKey)("does not count a reorder as an edit: a dialog opened before it still saves", async () => {
    const { admin, loaded } = await setUp();
    const second = (await admin.post(c.path).send(c.create)).body as Item;
    const order = [
      { id: second.id, sortOrder: 1 },
      { id: loaded.id, sortOrder: 2 },
    ];
    expect((await admin.post(`${c.path}/reorder`).send({ [c.reorderKey!]: order })).status).toBe(200);
    expect((await load(admin, loaded.id)).updatedAt).toBe(loaded.updatedAt);
    const res = await admin
      .put(`${c.path}/${loaded.id}`)
      .send({ [c.field]: "After reorder", updatedAt: loaded.updatedAt });
    expect(res.status).toBe(200);
  });
});
