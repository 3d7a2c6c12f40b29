import { describe, expect, it } from "vitest";
import { settingBodySchema } from "./schema";
import { describeSettingChange } from "./setting-labels";
import { areExampleTestimonialsEnabled, effectiveQuoteLinksTarget } from "./site-texts";

const check = (key: Parameters<typeof settingBodySchema>[0], value: string | null) =>
  settingBodySchema(key).safeParse({ value });

describe("site text settings", () => {
  it("an e-mail setting takes an e-mail address, or nothing (the default)", () => {
    expect(check("salesEmail", "deals@acme.test").success).toBe(true);
    expect(check("salesEmail", "").success).toBe(true);
    expect(check("salesEmail", null).success).toBe(true);
    const bad = check("supportEmail", "help at acme");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["value"], message: expect.stringMatching(/e-mail address/) });
  });

  it("an address setting takes only https:// addresses", () => {
    expect(check("clientPortalUrl", "https://portal.acme.test/login").success).toBe(true);
    expect(check("clientPortalUrl", "  ").success).toBe(true);
    for (const value of ["http://portal.acme.test", "javascript:alert(1)", "portal.acme.test", "mailto:a@b.c"]) {
      const bad = check("epubReaderDebianUrl", value);
      expect(bad.success, value).toBe(false);
      expect(bad.error?.issues[0]?.message).toMatch(/https:\/\//);
    }
  });

  it("texts are free, names short", () => {
    expect(check("homeHeroText", "Anything <at all>").success).toBe(true);
    expect(check("otherProject1Name", "x".repeat(101)).success).toBe(false);
  });

  it("quote links lead to the form only when chosen and while the form is on", () => {
    expect(effectiveQuoteLinksTarget(undefined, undefined)).toBe("portal");
    expect(effectiveQuoteLinksTarget("form", undefined)).toBe("form");
    expect(effectiveQuoteLinksTarget("form", "false")).toBe("portal");
    expect(check("quoteLinksTarget", "form").success).toBe(true);
    expect(check("quoteLinksTarget", "_blank").success).toBe(false);
  });

  it("example testimonials are on unless turned off", () => {
    expect(areExampleTestimonialsEnabled(undefined)).toBe(true);
    expect(areExampleTestimonialsEnabled("false")).toBe(false);
  });

  it("the activity log names a setting in words", () => {
    expect(describeSettingChange("salesEmail", "deals@acme.test")).toBe(
      'Changed the sales e-mail to "deals@acme.test"',
    );
    expect(describeSettingChange("clientPortalUrl", null)).toBe(
      "Cleared the client portal address, so the default shows",
    );
    expect(describeSettingChange("quoteLinksTarget", "form")).toMatch(/quote form/);
  });
});
