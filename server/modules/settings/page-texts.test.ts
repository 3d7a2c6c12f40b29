import { Router } from "express";
import { describe, expect, it } from "vitest";
import { renderFirstScreen } from "@/first-screen";
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from "@shared/bootstrap";
import { homeHeroTexts } from "@shared/page-texts/home-hero";
import type { PublicSetting } from "@shared/schema";
import { settingKeys, settingOf } from "@shared/settings-registry";
import type { SpaBundle } from "../../http/spa";
import { useTestApp } from "../../test/harness";

// A page's own words (the home page's eyebrow, the About page's highlights, a band's heading...) ship with the page
// that shows them: the server sends each only once an administrator stored one, and writes it into the first
// screen it renders. The website is the real first-screen renderer, run from the sources.
const template = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-bootstrap--></body></html>`;
const website: SpaBundle = {
  assets: Router(),
  template: async () => template,
  firstScreen: renderFirstScreen,
};
const ctx = useTestApp({}, { client: website });

const pageTextKeys = settingKeys.filter((key) => settingOf(key).pageDefault);
const keysOf = (list: PublicSetting[]) => list.map((setting) => setting.settingKey);
const bootstrapSettings = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  const bootstrap = JSON.parse(match![1]!) as Bootstrap;
  return bootstrap.queries.find(([key]) => key[0] === "/api/settings")?.[1] as PublicSetting[];
};
const rootOf = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? "";

describe("a page's own texts", () => {
  it("are left out of the settings and every page's bootstrap data while none is stored", async () => {
    expect(pageTextKeys.length).toBeGreaterThan(50);
    const list = (await ctx.anonymous().get("/api/settings")).body as PublicSetting[];
    expect(keysOf(list).filter((key) => pageTextKeys.includes(key as never))).toEqual([]);
    const res = await ctx.anonymous().get("/");
    expect(keysOf(bootstrapSettings(res.text)).filter((key) => pageTextKeys.includes(key as never))).toEqual([]);
    // The first screen shows the words the page ships.
    expect(rootOf(res.text)).toContain(homeHeroTexts.homeEyebrow);
    expect(rootOf(res.text)).toContain(homeHeroTexts.homeChecklist2);
  });

  it("are sent once stored, and the first screen of GET / shows them; cleared, the page's own come back", async () => {
    const admin = await ctx.signedIn();
    const save = await admin
      .put("/api/settings")
      .send({ settings: { homeEyebrow: " Accessible books since 1999 ", homeChecklist2: "Checked by blind readers" } });
    expect(save.status).toBe(200);

    const list = (await ctx.anonymous().get("/api/settings")).body as PublicSetting[];
    expect(list.find((setting) => setting.settingKey === "homeEyebrow")?.settingValue).toBe(
      "Accessible books since 1999",
    );
    const res = await ctx.anonymous().get("/");
    expect(keysOf(bootstrapSettings(res.text))).toContain("homeChecklist2");
    expect(rootOf(res.text)).toContain("Accessible books since 1999");
    expect(rootOf(res.text)).toContain("Checked by blind readers");
    // (The company's tagline in the header reads as the eyebrow's default, so the checklist item tells.)
    expect(rootOf(res.text)).not.toContain(homeHeroTexts.homeChecklist2);

    expect(
      (await admin.put("/api/settings").send({ settings: { homeEyebrow: " ", homeChecklist2: null } })).status,
    ).toBe(200);
    const after = await ctx.anonymous().get("/");
    expect(keysOf(bootstrapSettings(after.text))).not.toContain("homeEyebrow");
    expect(rootOf(after.text)).toContain(homeHeroTexts.homeEyebrow);
    expect(rootOf(after.text)).toContain(homeHeroTexts.homeChecklist2);
  });

  it("refuses a text longer than a setting takes, with a message, and keeps what was stored", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.put("/api/settings").send({ settings: { aboutMissionText: "x".repeat(2_001) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
    const list = (await ctx.anonymous().get("/api/settings")).body as PublicSetting[];
    expect(keysOf(list)).not.toContain("aboutMissionText");
  });
});
