import { Router } from "express";
import { describe, expect, it } from "vitest";
import { renderFirstScreen } from "@/first-screen";
import { media } from "@shared/tables";
import { teamMemberBody } from "@shared/test/rows";
import type { SpaBundle } from "../http/spa";
import { useTestApp } from "../test/harness";

// The first screen the server writes is made from the same public reads as the app's own, so a library image shows
// the library's words and crop before the app runs, exactly as after. The website is the real renderer, from the
// sources.
const template = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-bootstrap--></body></html>`;
const website: SpaBundle = { assets: Router(), template: async () => template, firstScreen: renderFirstScreen };
const ctx = useTestApp({}, { client: website });
const rootOf = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? "";

describe("a library image on a first screen", () => {
  it("has the library's alt text and keeps its focal point in view", async () => {
    const uploadId = "d".repeat(32);
    await ctx.database.db.insert(media).values({
      uploadId,
      url: `/uploads/${uploadId}-800x600.jpg`,
      name: "ada.jpg",
      contentType: "image/jpeg",
      altText: "Ada at the lectern",
      focalX: 30,
      focalY: 20,
    });
    const admin = await ctx.signedIn();
    await admin
      .post("/api/team")
      .send(teamMemberBody({ name: "Ada Lovelace", imageUrl: `/uploads/${uploadId}-800x600.jpg` }));
    const html = rootOf((await ctx.anonymous().get("/about")).text);
    const img = /<img[^>]*src="\/uploads\/d{32}-800x600\.jpg"[^>]*>/.exec(html)?.[0];
    expect(img).toContain('alt="Ada at the lectern"');
    expect(img).toContain('style="object-position:30% 20%"');
  });
});
