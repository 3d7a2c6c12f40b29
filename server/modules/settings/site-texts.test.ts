import { describe, expect, it } from "vitest";
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from "@shared/bootstrap";
import type { PublicSetting } from "@shared/schema";
import { useTestApp } from "../../test/harness";

// The server's environment gives the support e-mail's first-start default; nothing else is set.
const ctx = useTestApp({ VITE_SUPPORT_EMAIL: "help@acme.test" });

const publicSettings = async () => (await ctx.anonymous().get("/api/settings")).body as PublicSetting[];
const entry = (list: PublicSetting[], key: string) => list.find((setting) => setting.settingKey === key);
const bootstrapSettings = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  const bootstrap = JSON.parse(match![1]!) as Bootstrap;
  return bootstrap.queries.find(([key]) => key[0] === "/api/settings")?.[1] as PublicSetting[];
};

describe("site texts and addresses in Site Settings", () => {
  it("lists every text with its placeholder, or the environment's default, while nothing is stored", async () => {
    const list = await publicSettings();
    expect(entry(list, "salesEmail")).toMatchObject({
      settingValue: "sales@example.com",
      defaultValue: "sales@example.com",
      usesDefault: true,
    });
    expect(entry(list, "supportEmail")).toMatchObject({
      settingValue: "help@acme.test",
      defaultValue: "help@acme.test",
      usesDefault: true,
    });
    expect(entry(list, "homeHeroHeading")?.settingValue).toBe("Ready to make your content accessible?");
  });

  it("a stored value wins at once, in the public list and the page's bootstrap data; clearing it falls back", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/supportEmail").send({ value: " care@acme.test " })).status).toBe(200);
    expect((await admin.post("/api/settings/homeHeroHeading").send({ value: "Books for everyone" })).status).toBe(200);
    expect(entry(await publicSettings(), "supportEmail")).toMatchObject({
      settingValue: "care@acme.test",
      defaultValue: "help@acme.test",
      usesDefault: false,
    });
    const html = (await ctx.anonymous().get("/")).text;
    expect(entry(bootstrapSettings(html), "homeHeroHeading")?.settingValue).toBe("Books for everyone");
    expect(entry(bootstrapSettings(html), "supportEmail")?.settingValue).toBe("care@acme.test");

    expect((await admin.post("/api/settings/supportEmail").send({ value: "" })).status).toBe(200);
    expect((await admin.post("/api/settings/homeHeroHeading").send({ value: null })).status).toBe(200);
    const list = await publicSettings();
    expect(entry(list, "supportEmail")).toMatchObject({ settingValue: "help@acme.test", usesDefault: true });
    expect(entry(list, "homeHeroHeading")?.settingValue).toBe("Ready to make your content accessible?");
  });

  it.each([
    ["salesEmail", "sales at acme", /e-mail address/],
    ["adminContactEmail", "https://acme.test", /e-mail address/],
    ["clientPortalUrl", "http://portal.acme.test/login", /https:\/\//],
    ["otherProject1Url", "javascript:alert(1)", /https:\/\//],
    ["epubReaderFlathubUrl", "flathub.org/apps/x", /https:\/\//],
    ["awarenessDayUrl", "http://gaad.acme.test/", /https:\/\//],
  ])("refuses %s = %s with a field error on the value, and keeps what was stored", async (key, value, message) => {
    const admin = await ctx.signedIn();
    const before = entry(await publicSettings(), key)?.settingValue;
    const res = await admin.post(`/api/settings/${key}`).send({ value });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.value[0]).toMatch(message);
    expect(res.body.message).toBeTruthy();
    expect(entry(await publicSettings(), key)?.settingValue).toBe(before);
  });

  it("turning the quote form off sends the quote links back to the portal", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/quoteLinksTarget").send({ value: "form" })).status).toBe(200);
    expect(entry(await publicSettings(), "quoteLinksTarget")?.settingValue).toBe("form");
    expect((await admin.post("/api/settings/quoteFormEnabled").send({ value: "false" })).status).toBe(200);
    expect(entry(await publicSettings(), "quoteLinksTarget")?.settingValue).toBe("portal");
    expect((await admin.post("/api/settings/quoteLinksTarget").send({ value: "elsewhere" })).status).toBe(400);
  });

  it("stores the example testimonials switch as true or false", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/exampleTestimonialsEnabled").send({ value: "false" })).status).toBe(200);
    expect(entry(await publicSettings(), "exampleTestimonialsEnabled")?.settingValue).toBe("false");
    expect((await admin.post("/api/settings/exampleTestimonialsEnabled").send({ value: "no" })).status).toBe(400);
  });

  it("stores the other projects switch as true or false, and the footer's projects stay as they were", async () => {
    const admin = await ctx.signedIn();
    expect(entry(await publicSettings(), "otherProjectsEnabled")?.settingValue ?? null).toBeNull();
    expect((await admin.post("/api/settings/otherProjectsEnabled").send({ value: "false" })).status).toBe(200);
    expect(entry(await publicSettings(), "otherProjectsEnabled")?.settingValue).toBe("false");
    const refused = await admin.post("/api/settings/otherProjectsEnabled").send({ value: "hide" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.value).toEqual(['Value must be "true" or "false"']);
    expect(entry(await publicSettings(), "otherProjectsEnabled")?.settingValue).toBe("false");
    expect(entry(await publicSettings(), "otherProject1Name")?.settingValue).toBeTruthy();
    expect((await ctx.anonymous().post("/api/settings/otherProjectsEnabled").send({ value: "true" })).status).toBe(401);
  });

  it("the activity log says what changed in words, not the key", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/settings/salesEmail").send({ value: "deals@acme.test" });
    await admin.post("/api/settings/salesEmail").send({ value: "" });
    const log = (await admin.get("/api/activity")).body.items as Array<{ summary: string }>;
    expect(log.map((item) => item.summary)).toEqual(
      expect.arrayContaining([
        'Changed the sales e-mail to "deals@acme.test"',
        "Cleared the sales e-mail, so the default shows",
      ]),
    );
  });
});
