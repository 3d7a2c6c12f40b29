import { describe, expect, it } from "vitest";
import { latestWrites } from "../../test/activity";
import { useTestApp } from "../../test/harness";
import { seedServices } from "../../test/services";

const ctx = useTestApp();

const braille = {
  id: "braille",
  title: "Braille Transcription",
  description: "We transcribe print into contracted and uncontracted braille.",
  keywords: ["braille", "UEB"],
  icon: "book",
  features: ["UEB and Nemeth code", "Tactile graphics", "Embossed or BRF files"],
  detail: "Certified transcribers proofread every volume.",
};

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

describe("services", () => {
  it("an administrator adds a service: it is listed, answered by id, and has its own page with its head", async () => {
    const admin = await ctx.signedIn();
    const created = await admin.post("/api/services").send(braille);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...braille, updatedAt: expect.any(String) });

    const visitor = ctx.anonymous();
    expect((await visitor.get("/api/services")).body).toEqual([expect.objectContaining({ id: "braille" })]);
    const one = await visitor.get("/api/services/braille");
    expect(one.body).toMatchObject(braille);
    // Cached like the list: a browser that has this version is told so without the body.
    expect(one.headers.etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await visitor.get("/api/services/braille").set("If-None-Match", one.headers.etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");
    const missing = await visitor.get("/api/services/embossing");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Service not found" });

    const page = await visitor.get("/services/braille");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Braille Transcription | AccessAble Content");
    expect(page.text).toContain('content="We transcribe print into contracted and uncontracted braille."');
    expect((await visitor.get("/sitemap.xml")).text).toContain("/services/braille</loc>");
  });

  it("answers 400 with field errors for bodies outside the rules, and stores nothing", async () => {
    const admin = await ctx.signedIn();
    const cases: [object, string][] = [
      [{ ...braille, id: "Braille" }, "id"],
      [{ ...braille, id: "braille transcription" }, "id"],
      [{ ...braille, id: "-braille" }, "id"],
      [{ ...braille, id: "reorder" }, "id"],
      [{ ...braille, id: "x".repeat(61) }, "id"],
      [{ ...braille, id: undefined }, "id"],
      [{ ...braille, title: "  " }, "title"],
      [{ ...braille, icon: "rocket" }, "icon"],
      [{ ...braille, features: [] }, "features"],
      [{ ...braille, features: Array(13).fill("A feature") }, "features"],
      [{ ...braille, features: ["ok", "   "] }, "features"],
      [{ ...braille, features: "one" }, "features"],
      [{ ...braille, keywords: [1, 2] }, "keywords"],
      [{ ...braille, detail: "" }, "detail"],
      [{ ...braille, description: ["x"] }, "description"],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post("/api/services").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(Object.keys(res.body.fieldErrors).map((key) => key.split(".")[0])).toContain(field);
    }
    expect((await admin.post("/api/services").send([braille])).status).toBe(400);
    expect((await ctx.anonymous().get("/api/services")).body).toEqual([]);
  });

  it("refuses a second service at the same address with a clear message on the address field", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/services").send(braille);
    const again = await admin.post("/api/services").send({ ...braille, title: "Another" });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors.id).toEqual(["A service already has the address /services/braille; choose another"]);
    expect((await ctx.anonymous().get("/api/services/braille")).body.title).toBe("Braille Transcription");
  });

  it("a stale edit is refused with 409 without losing the newer one", async () => {
    const admin = await ctx.signedIn();
    const { updatedAt } = (await admin.post("/api/services").send(braille)).body;
    const first = await admin.put("/api/services/braille").send({ title: "Braille Services", updatedAt });
    expect(first.status).toBe(200);
    const stale = await admin.put("/api/services/braille").send({ title: "Old tab's title", updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    const edited = await ctx.anonymous().get("/api/services/braille");
    expect(edited.body.title).toBe("Braille Services");
    expect(edited.headers.etag).toMatch(/^"/);
    expect((await ctx.anonymous().get("/api/services/braille").set("If-None-Match", edited.headers.etag)).status).toBe(
      304,
    );
    expect((await admin.put("/api/services/nothing-here").send({ title: "X" })).status).toBe(404);
  });

  it("moves a service to a new address: the old one redirects there, its home cards follow, the log says so", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    const visitor = ctx.anonymous();
    // Read before the move, so the cache holds the old answers.
    expect((await visitor.get("/api/services/epub")).status).toBe(200);
    expect((await visitor.get("/services/epub")).status).toBe(200);
    const { updatedAt } = (await visitor.get("/api/services/epub")).body;

    const moved = await admin.put("/api/services/epub").send({ id: "epub-3", title: "EPUB 3 Conversion", updatedAt });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: "epub-3", title: "EPUB 3 Conversion" });

    const old = await visitor.get("/services/epub?ref=mail");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/services/epub-3?ref=mail");
    expect((await visitor.get("/services/epub-3")).status).toBe(200);
    expect((await visitor.get("/api/services/epub")).status).toBe(404);
    expect((await visitor.get("/api/services/epub-3")).body.title).toBe("EPUB 3 Conversion");
    const cards = (await visitor.get("/api/home-cards")).body as { title: string; serviceId: string }[];
    expect(cards.find((card) => card.title === "Accessible EPUB")?.serviceId).toBe("epub-3");
    expect(cards.some((card) => card.serviceId === "epub")).toBe(false);
    expect((await visitor.get("/sitemap.xml")).text).not.toContain("/services/epub</loc>");

    const rules = (await admin.get("/api/redirects")).body as { fromPath: string; toPath: string; note: string }[];
    expect(rules).toEqual([
      expect.objectContaining({
        fromPath: "/services/epub",
        toPath: "/services/epub-3",
        note: 'Service "EPUB 3 Conversion" moved',
      }),
    ]);
    expect((await latestWrites(admin))[0]).toEqual([
      "update",
      "services",
      "epub-3",
      'Changed the service "EPUB 3 Conversion", moving it from /services/epub to /services/epub-3',
    ]);
  });

  it("moving on and back never chains nor loops, and a new service takes its address back from a redirect", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/services").send(braille);
    expect((await admin.put("/api/services/braille").send({ id: "tactile" })).status).toBe(200);
    expect((await admin.put("/api/services/tactile").send({ id: "embossed" })).status).toBe(200);
    const rules = async () =>
      ((await admin.get("/api/redirects")).body as { fromPath: string; toPath: string }[])
        .map((rule) => `${rule.fromPath} → ${rule.toPath}`)
        .sort();
    expect(await rules()).toEqual(["/services/braille → /services/embossed", "/services/tactile → /services/embossed"]);

    // Back to where it started: the rule from that address goes, the others lead there.
    expect((await admin.put("/api/services/embossed").send({ id: "braille" })).status).toBe(200);
    expect(await rules()).toEqual(["/services/embossed → /services/braille", "/services/tactile → /services/braille"]);
    expect((await ctx.anonymous().get("/services/braille")).status).toBe(200);

    // A new service at an address that redirects is shown there, not sent on.
    expect(
      (await admin.post("/api/services").send({ ...braille, id: "tactile", title: "Tactile Graphics" })).status,
    ).toBe(201);
    expect(await rules()).toEqual(["/services/embossed → /services/braille"]);
    expect((await ctx.anonymous().get("/services/tactile")).status).toBe(200);
  });

  it("refuses a new address that is taken, malformed or reserved, and changes nothing", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    const taken = await admin.put("/api/services/epub").send({ id: "web", title: "Renamed" });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors.id).toEqual(["A service already has the address /services/web; choose another"]);
    for (const id of ["EPUB", "epub 3", "-epub", "reorder", "main-content", "x".repeat(61), "", 3, null]) {
      const res = await admin.put("/api/services/epub").send({ id });
      expect(res.status, String(id)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(Object.keys(res.body.fieldErrors)).toContain("id");
    }
    // The same address again is no move.
    expect((await admin.put("/api/services/epub").send({ id: "epub", title: "Accessible EPUB 3" })).status).toBe(200);
    expect((await admin.get("/api/redirects")).body).toEqual([]);
    expect((await ctx.anonymous().get("/api/services/epub")).body.title).toBe("Accessible EPUB 3");
    expect((await ctx.anonymous().get("/api/services/web")).body.title).not.toBe("Renamed");
  });

  it("reorders by id, and a removed service's page is the site's 404", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/services").send(braille);
    await admin.post("/api/services").send({ ...braille, id: "audio", title: "Audio Books", sortOrder: 1 });
    const reordered = await admin.post("/api/services/reorder").send({
      serviceOrders: [
        { id: "audio", sortOrder: 0 },
        { id: "braille", sortOrder: 1 },
      ],
    });
    expect(reordered.status).toBe(200);
    expect((await ctx.anonymous().get("/api/services")).body.map((s: { id: string }) => s.id)).toEqual([
      "audio",
      "braille",
    ]);
    const unknown = await admin.post("/api/services/reorder").send({ serviceOrders: [{ id: "nope", sortOrder: 0 }] });
    expect(unknown.status).toBe(404);

    expect((await admin.delete("/api/services/audio")).status).toBe(204);
    const gone = await ctx.anonymous().get("/services/audio");
    expect(gone.status).toBe(404);
    expect(titleOf(gone.text)).toBe("Service Not Found | AccessAble Content");
    expect((await admin.delete("/api/services/audio")).status).toBe(404);
  });

  it("keeps a service a home page card leads to, naming the card, until the card leads elsewhere", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    const refused = await admin.delete("/api/services/drm-ebooks");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The home page card "DRM Services for eBooks & Videos" leads to this service. Point it at another service or remove it first.',
    );
    expect((await ctx.anonymous().get("/api/services/drm-ebooks")).status).toBe(200);

    const cards = (await ctx.anonymous().get("/api/home-cards")).body as { id: number; serviceId: string }[];
    const drm = cards.find((card) => card.serviceId === "drm-ebooks")!;
    expect((await admin.put(`/api/home-cards/${drm.id}`).send({ serviceId: "drm-videos" })).status).toBe(200);
    expect((await admin.delete("/api/services/drm-ebooks")).status).toBe(204);
    expect((await ctx.anonymous().get("/api/home-cards")).body).toHaveLength(6);
  });

  it("the vpat service, which no card leads to, can be removed at once", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    expect((await admin.delete("/api/services/vpat")).status).toBe(204);
    expect((await ctx.anonymous().get("/api/services")).body).toHaveLength(7);
  });

  it("records readable activity: the service's title, for deletes too", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/services").send(braille);
    await admin.put("/api/services/braille").send({ title: "Braille Services" });
    await admin.delete("/api/services/braille");
    expect(await latestWrites(admin)).toEqual([
      ["delete", "services", "braille", 'Deleted the service "Braille Services"'],
      ["update", "services", "braille", 'Changed the service "Braille Services"'],
      ["create", "services", "braille", 'Added the service "Braille Transcription"'],
    ]);
  });
});

describe("home page service cards", () => {
  it("lead only to services that exist, and the home page is seeded with them in order", async () => {
    await seedServices(ctx.database.db);
    const admin = await ctx.signedIn();
    const card = { title: "Audits", description: "WCAG audits.", icon: "globe", serviceId: "web" };
    const unknown = await admin.post("/api/home-cards").send({ ...card, serviceId: "braille" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.serviceId).toEqual([
      "No service has this address; choose one of the listed services",
    ]);
    expect((await admin.post("/api/home-cards").send({ ...card, icon: "rocket" })).status).toBe(400);
    const created = await admin.post("/api/home-cards").send({ ...card, sortOrder: 99 });
    expect(created.status).toBe(201);

    const home = (await ctx.anonymous().get("/")).text;
    const bootstrap = JSON.parse(/id="bootstrap-data">([^<]*)</.exec(home)![1]!) as { queries: [string[], unknown][] };
    const cards = bootstrap.queries.find(([key]) => key[0] === "/api/home-cards")![1] as { title: string }[];
    expect(cards.map((c) => c.title)).toEqual([
      "NIMAS XML Conversion",
      "Accessible PDF (PDF/UA) Remediation",
      "Accessible EPUB",
      "Accessible Web Apps & Website Audits",
      "Accessible Google Workspace Documents",
      "DRM Services for eBooks & Videos",
      "Audits",
    ]);
    const services = bootstrap.queries.find(([key]) => key[0] === "/api/services")![1] as unknown[];
    expect(services).toHaveLength(8);
  });
});
