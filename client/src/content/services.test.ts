import { describe, it, expect } from "vitest";
import { serviceIconNames } from "@shared/schema";
import { services, getService, homeServiceCards } from "./services";

describe("services catalogue", () => {
  it("has the 8 services in catalogue order with unique ids", () => {
    expect(services.map((s) => s.id)).toEqual([
      "nimas",
      "pdf",
      "epub",
      "web",
      "google",
      "vpat",
      "drm-ebooks",
      "drm-videos",
    ]);
    expect(new Set(services.map((s) => s.id)).size).toBe(8);
  });

  it("gives every service exactly 6 distinct, non-empty features", () => {
    for (const service of services) {
      expect(service.features, service.id).toHaveLength(6);
      expect(new Set(service.features).size, service.id).toBe(6);
      for (const feature of service.features) expect(feature.trim()).not.toBe("");
    }
  });

  it("gives every service a title, a multi-sentence description and a known icon", () => {
    for (const service of services) {
      expect(service.title.trim()).not.toBe("");
      const sentences = service.description.split(/[.!?](\s|$)/).filter((p) => p.trim().length > 0);
      expect(sentences.length, service.id).toBeGreaterThanOrEqual(2);
      expect(serviceIconNames).toContain(service.icon);
    }
  });

  it("covers every service topic the site sells", () => {
    expect(getService("nimas")?.description).toMatch(/MathML/);
    expect(getService("nimas")?.description).toMatch(/spoken math/i);
    expect(getService("pdf")?.title).toMatch(/PDF\/UA/);
    expect(getService("web")?.description).toMatch(/WCAG 2\.2/);
    expect(getService("vpat")?.title).toMatch(/VPAT/);
    const video = getService("drm-videos")!.description.toLowerCase();
    expect(video).toMatch(/transcription/);
    expect(video).toMatch(/summar/);
    expect(video).toMatch(/encryption/);
  });

  it("getService finds services by id and returns undefined for unknown ids", () => {
    expect(getService("epub")?.id).toBe("epub");
    expect(getService("drm-videos")?.id).toBe("drm-videos");
    expect(getService("nope")).toBeUndefined();
    expect(getService("")).toBeUndefined();
  });
});

describe("homeServiceCards", () => {
  it("has 6 cards without vpat or drm-videos", () => {
    expect(homeServiceCards).toHaveLength(6);
    const ids = homeServiceCards.map((c) => c.id as string);
    expect(ids).not.toContain("vpat");
    expect(ids).not.toContain("drm-videos");
    expect(new Set(ids).size).toBe(6);
  });

  it("shows the five individual services and one combined DRM card", () => {
    const hrefs = homeServiceCards.map((c) => c.href);
    expect(hrefs).toEqual([
      "/services/nimas",
      "/services/pdf",
      "/services/epub",
      "/services/web",
      "/services/google",
      "/services/drm-ebooks",
    ]);
    const drmCards = homeServiceCards.filter((c) => /drm/i.test(c.id) || /DRM/.test(c.title));
    expect(drmCards).toHaveLength(1);
    expect(drmCards[0].href).toBe("/services/drm-ebooks");
    expect(drmCards[0].title).toMatch(/eBooks/);
    expect(drmCards[0].title).toMatch(/Videos/);
  });

  it("links each individual card to its own catalogue entry", () => {
    for (const card of homeServiceCards.slice(0, 5)) {
      const service = getService(card.id);
      expect(service, card.id).toBeDefined();
      expect(card.href).toBe(`/services/${card.id}`);
      expect(card.title).toBe(service!.title);
      expect(serviceIconNames).toContain(card.icon);
    }
  });
});
