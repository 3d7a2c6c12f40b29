import { describe, expect, it } from "vitest";
import { fixture, useTestApp } from "../../test/harness";
import { storedSettings as stored } from "../../test/settings";

const ctx = useTestApp();

describe("site settings", () => {
  it("saves one key per call, overwrites it, and lists key/value pairs publicly", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/companyName").send({ value: "Access Co" })).status).toBe(200);
    await admin.post("/api/settings/companyName").send({ value: "Access Co Ltd" });
    await admin.post("/api/settings/twitterUrl").send({ value: "https://twitter.com/access" });
    const list = stored((await ctx.anonymous().get("/api/settings")).body);
    expect(list.map((s) => [s.settingKey, s.settingValue])).toEqual([
      ["companyName", "Access Co Ltd"],
      ["twitterUrl", "https://twitter.com/access"],
    ]);
  });

  it("clears a value with an empty string or null", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/settings/youtubeUrl").send({ value: "https://youtube.com/x" });
    const cleared = await admin.post("/api/settings/youtubeUrl").send({ value: null });
    expect(cleared.body.settingValue).toBeNull();
    expect((await admin.post("/api/settings/youtubeUrl").send({ value: "" })).body.settingValue).toBe("");
  });

  it("accepts only an uploaded file or an https address as the company logo", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/companyLogo").send({ value: "/uploads/abc.png" })).status).toBe(200);
    expect(
      (await admin.post("/api/settings/companyLogo").send({ value: "https://cdn.example.com/l.svg" })).status,
    ).toBe(200);
    const bad = await admin.post("/api/settings/companyLogo").send({ value: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/uploaded file or an https address/);
    const plainHttp = await admin.post("/api/settings/companyLogo").send({ value: "http://cdn.example.com/l.svg" });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.body.message).toMatch(/Image must be an uploaded file or an https address/);
    expect((await admin.post("/api/settings/companyLogo").send({ value: "" })).status).toBe(200);
  });

  it("stores the quote form switch as true or false, and refuses anything else", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/quoteFormEnabled").send({ value: "false" })).body.settingValue).toBe(
      "false",
    );
    const bad = await admin.post("/api/settings/quoteFormEnabled").send({ value: "off" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/"true" or "false"/);
    const list = stored((await ctx.anonymous().get("/api/settings")).body);
    expect(list).toEqual([
      expect.objectContaining({ settingKey: "quoteFormEnabled", settingValue: "false" }),
      // Turning the form off points the quote links back at the portal (site-texts.test.ts).
      expect.objectContaining({ settingKey: "quoteLinksTarget", settingValue: "portal" }),
    ]);
  });

  it("keeps the company name and tagline to the 200 characters the Company Information form allows", async () => {
    const admin = await ctx.signedIn();
    const long = await admin.put("/api/settings").send({ settings: { companyTagline: "x".repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({ "settings.companyTagline": ["Tagline must be at most 200 characters"] });
    const one = await admin.post("/api/settings/companyName").send({ value: "n".repeat(201) });
    expect(one.status).toBe(400);
    expect(one.body.fieldErrors.value).toEqual(["Company name must be at most 200 characters"]);
    const fits = await admin.post("/api/settings/companyName").send({ value: ` ${"n".repeat(200)} ` });
    expect(fits.body.settingValue).toBe("n".repeat(200));
  });

  it("refuses unknown keys and bodies without a value", async () => {
    const admin = await ctx.signedIn();
    const unknown = await admin.post("/api/settings/isAdmin").send({ value: "true" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown setting "isAdmin"');
    expect((await admin.post("/api/settings/companyName").send({})).status).toBe(400);
    expect((await admin.post("/api/settings/companyName").send({ value: 42 })).status).toBe(400);
    expect((await admin.post("/api/settings/companyName").send({ value: "x".repeat(2001) })).status).toBe(400);
    expect(stored((await ctx.anonymous().get("/api/settings")).body)).toEqual([]);
  });
});

describe("saving several settings at once", () => {
  const activity = async (admin: Awaited<ReturnType<typeof ctx.signedIn>>) => {
    const items = (await admin.get("/api/activity?action=settings")).body.items as Array<Record<string, unknown>>;
    return items.map(({ entityId, summary }) => ({ entityId, summary }));
  };

  it("saves a form's values in one request and logs one entry naming the social links that changed", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/settings/twitterUrl").send({ value: "https://twitter.com/acme" });
    const links = {
      twitterUrl: "https://twitter.com/acme",
      linkedinUrl: "https://www.linkedin.com/company/acme",
      facebookUrl: null,
      instagramUrl: null,
      youtubeUrl: "https://www.youtube.com/@acme",
    };
    const res = await admin.put("/api/settings").send({ settings: links });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    const list = stored((await ctx.anonymous().get("/api/settings")).body);
    expect(Object.fromEntries(list.map((s) => [s.settingKey, s.settingValue]))).toEqual(links);
    expect((await activity(admin))[0]).toEqual({
      entityId: "socialLinks",
      summary: "Changed the social links: LinkedIn, YouTube",
    });

    await admin.put("/api/settings").send({ settings: { ...links, youtubeUrl: "" } });
    await admin.put("/api/settings").send({ settings: { ...links, youtubeUrl: "" } });
    expect((await activity(admin)).slice(0, 2)).toEqual([
      { entityId: "socialLinks", summary: "Saved the social links unchanged" },
      { entityId: "socialLinks", summary: "Changed the social links: YouTube (removed)" },
    ]);
  });

  it("names the company logo in words when one is uploaded or removed", async () => {
    const admin = await ctx.signedIn();
    const { logoUrl } = (await admin.post("/api/settings/upload/logo").attach("image", fixture("logo.png"))).body;
    await admin.post("/api/settings/companyLogo").send({ value: null });
    const items = (await admin.get("/api/activity")).body.items as Array<Record<string, unknown>>;
    expect(items.slice(0, 2).map(({ action, entityId, summary }) => ({ action, entityId, summary }))).toEqual([
      { action: "settings", entityId: "companyLogo", summary: "Cleared the company logo" },
      { action: "upload", entityId: "companyLogo", summary: `Uploaded a new company logo, ${logoUrl}` },
    ]);
  });

  it("names one changed setting by its change, and several by their names", async () => {
    const admin = await ctx.signedIn();
    await admin.put("/api/settings").send({ settings: { companyName: "Acme", companyTagline: null } });
    await admin.put("/api/settings").send({ settings: { companyName: "Acme Books", companyTagline: "Reads" } });
    expect((await activity(admin)).slice(0, 2)).toEqual([
      { entityId: "companyName,companyTagline", summary: "Changed the company name and tagline" },
      { entityId: "companyName", summary: 'Changed the company name to "Acme"' },
    ]);
  });

  it("refuses the whole save when one value breaks its rule, naming that field, and saves nothing", async () => {
    const admin = await ctx.signedIn();
    const bad = await admin
      .put("/api/settings")
      .send({ settings: { salesEmail: "deals@acme.test", clientPortalUrl: "http://x.test" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(["settings.clientPortalUrl"]);
    expect(bad.body.fieldErrors["settings.clientPortalUrl"][0]).toMatch(/starts with https:\/\//);
    for (const body of [
      {},
      { settings: {} },
      { settings: { isAdmin: "true" } },
      { settings: { companyName: 42 } },
      [],
    ]) {
      const res = await admin.put("/api/settings").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect(stored((await ctx.anonymous().get("/api/settings")).body)).toEqual([]);
    expect(
      (
        await ctx
          .anonymous()
          .put("/api/settings")
          .send({ settings: { companyName: "x" } })
      ).status,
    ).toBe(401);
  });
});
