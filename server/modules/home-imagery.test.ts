import { Router } from "express";
import { describe, expect, it } from "vitest";
import { renderFirstScreen } from "@/first-screen";
import type { MediaDetail } from "@shared/schema";
import { settingsFieldHref } from "@shared/settings-links";
import { media } from "@shared/tables";
import { serviceBody } from "@shared/test/rows";
import type { SpaBundle } from "../http/spa";
import { useTestApp } from "../test/harness";
import { IN_USE_MESSAGE } from "./media/service";
import { IMAGE_NEEDS_WORDS } from "./settings/service";

// The home page's hero image (a setting) and a service's image (a column): what the API accepts and refuses, the
// media library's uses of them, and the hero image in the home page's first screen, rendered by the real website.
const template = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-bootstrap--></body></html>`;
const website: SpaBundle = { assets: Router(), template: async () => template, firstScreen: renderFirstScreen };
const ctx = useTestApp({}, { client: website });
const rootOf = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? "";

/** A library entry for an upload, with its words. */
async function libraryImage(digit: string, words: { altText?: string | null; decorative?: boolean } = {}) {
  const uploadId = digit.repeat(32);
  const url = `/uploads/${uploadId}-1600x1200.jpg`;
  const [row] = await ctx.database.db
    .insert(media)
    .values({ uploadId, url, name: `${digit}.jpg`, contentType: "image/jpeg", ...words })
    .returning();
  return { id: row!.id, url };
}

describe("the home page's hero image", () => {
  it("accepts a library image with alt text or marked decorative, an https address, and none", async () => {
    const admin = await ctx.signedIn();
    const described = await libraryImage("a", { altText: "Proofreading a braille page" });
    const decorative = await libraryImage("b", { decorative: true });
    for (const value of [described.url, decorative.url, "https://cdn.example.com/hero.jpg", null]) {
      const res = await admin.post("/api/settings/homeHeroImage").send({ value });
      expect(res.status, String(value)).toBe(200);
    }
    const saved = await admin.put("/api/settings").send({ settings: { homeHeroImage: described.url } });
    expect(saved.status).toBe(200);
  });

  it("refuses an address that is not an image's, and a library image with neither alt text nor decorative", async () => {
    const admin = await ctx.signedIn();
    for (const value of ["javascript:alert(1)", "http://cdn.example.com/hero.jpg", "/etc/passwd", 42]) {
      const res = await admin.post("/api/settings/homeHeroImage").send({ value });
      expect(res.status, String(value)).toBe(400);
      expect(res.body.message, String(value)).toEqual(expect.any(String));
    }
    const bare = await libraryImage("c");
    const one = await admin.post("/api/settings/homeHeroImage").send({ value: bare.url });
    expect(one.status).toBe(400);
    expect(one.body.message).toBe(IMAGE_NEEDS_WORDS);
    const batch = await admin.put("/api/settings").send({ settings: { homeHeroImage: bare.url } });
    expect(batch.status).toBe(400);
    expect(batch.body.fieldErrors).toEqual({ "settings.homeHeroImage": [IMAGE_NEEDS_WORDS] });
    const settings = (await ctx.anonymous().get("/api/settings")).body as { settingKey: string }[];
    expect(settings.some((row) => row.settingKey === "homeHeroImage")).toBe(false);
  });

  it("is in the home page's first screen with the library's alt text, fetched first", async () => {
    const admin = await ctx.signedIn();
    const image = await libraryImage("d", { altText: "An editor checks a tactile diagram" });
    await admin.post("/api/settings/homeHeroImage").send({ value: image.url });
    const html = rootOf((await ctx.anonymous().get("/")).text);
    const img = /<img[^>]*src="\/uploads\/d{32}-1600x1200\.jpg"[^>]*>/.exec(html)?.[0];
    expect(img).toContain('alt="An editor checks a tactile diagram"');
    // HTML attribute names are not case-sensitive: React writes fetchPriority, which browsers read as fetchpriority.
    expect(img).toMatch(/ fetchpriority="high"/i);
    expect(img).not.toMatch(/ loading=/i);
    expect(html).not.toContain("hero-illustration");
  });

  it("leaves the drawing in the first screen while none is set, and no results strip until figures are given", async () => {
    const html = rootOf((await ctx.anonymous().get("/")).text);
    expect(html).toMatch(/<img src="[^"]*hero-illustration[^"]*" alt="" width="400" height="300"/);
    expect(html).not.toContain("titles remediated");
    const admin = await ctx.signedIn();
    await admin
      .put("/api/settings")
      .send({ settings: { homeResult1Value: "12,000", homeResult1Label: "titles remediated" } });
    const after = rootOf((await ctx.anonymous().get("/")).text);
    expect(after).toMatch(/<li[^>]*><span[^>]*>12,000<\/span> <!-- -->titles remediated<\/li>/);
  });
});

describe("a service's image", () => {
  it("is stored on create and update, cleared with null, and refused when it is not an image's address", async () => {
    const admin = await ctx.signedIn();
    const image = await libraryImage("e", { altText: "Braille dots under a finger" });
    const created = await admin
      .post("/api/services")
      .send(serviceBody({ imageUrl: image.url, imageAlt: "A braille book", imageDecorative: false }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ imageUrl: image.url, imageAlt: "A braille book", imageDecorative: false });
    const id = created.body.id as string;

    const visitor = await ctx.anonymous().get(`/api/services/${id}`);
    expect(visitor.body).toMatchObject({
      imageUrl: image.url,
      media: { imageUrl: { altText: "Braille dots under a finger", decorative: false } },
    });

    const decorative = await admin
      .put(`/api/services/${id}`)
      .send({ imageAlt: "", imageDecorative: true, updatedAt: created.body.updatedAt });
    expect(decorative.status).toBe(200);
    expect(decorative.body).toMatchObject({ imageUrl: image.url, imageAlt: null, imageDecorative: true });

    for (const imageUrl of ["javascript:alert(1)", "http://cdn.example.com/x.jpg", 7]) {
      const bad = await admin.put(`/api/services/${id}`).send({ imageUrl });
      expect(bad.status, String(imageUrl)).toBe(400);
      expect(bad.body.message, String(imageUrl)).toEqual(expect.any(String));
    }
    const badDecorative = await admin.put(`/api/services/${id}`).send({ imageDecorative: "yes" });
    expect(badDecorative.status).toBe(400);

    const cleared = await admin.put(`/api/services/${id}`).send({ imageUrl: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.imageUrl).toBeNull();
    // A service made without one has none.
    const plain = await admin.post("/api/services").send(serviceBody({ id: "large-print", title: "Large print" }));
    expect(plain.body).toMatchObject({ imageUrl: null, imageAlt: null, imageDecorative: false });
  });

  it("is uploaded at POST /api/services/upload into the media library", async () => {
    const admin = await ctx.signedIn();
    const sharp = (await import("sharp")).default;
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    const res = await admin.post("/api/services/upload").attach("image", jpeg, "braille.jpg");
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-800x600\.jpg$/);
    expect(res.body.mediaId).toEqual(expect.any(Number));
  });
});

describe("the media library's uses", () => {
  it("list the hero image and a service, and keep the image from being deleted while they show it", async () => {
    const admin = await ctx.signedIn();
    const image = await libraryImage("f", { altText: "Our studio" });
    await admin.post("/api/services").send(serviceBody({ title: "Audio Books", imageUrl: image.url }));
    await admin.post("/api/settings/homeHeroImage").send({ value: image.url });

    const detail = (await admin.get(`/api/media/${image.id}`)).body as MediaDetail;
    expect(detail.usageCount).toBe(2);
    expect(detail.usages).toEqual([
      { kind: "service", label: "Audio Books", href: "/admin/services" },
      { kind: "siteImage", label: "Home page's hero image", href: settingsFieldHref("homeHeroImage") },
    ]);
    const refused = await admin.delete(`/api/media/${image.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(IN_USE_MESSAGE);
  });
});
