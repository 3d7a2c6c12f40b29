import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "./config";
import { parseSiteConfig, SiteConfigError } from "./site-config";

describe("the website's build-time setting", () => {
  it("uses the placeholder when nothing is set, and treats a blank value as unset", () => {
    expect(parseSiteConfig({ VITE_AWARENESS_DAY_URL: "  " }).awarenessDayUrl).toBe("https://accessibility.day/");
  });

  it("takes a valid address as given", () => {
    expect(parseSiteConfig({ VITE_AWARENESS_DAY_URL: "http://gaad.acme.test/" }).awarenessDayUrl).toBe(
      "http://gaad.acme.test/",
    );
  });

  it.each(["javascript:alert(1)", "gaad.acme.test", "ftp://files.acme.test/"])(
    "refuses VITE_AWARENESS_DAY_URL=%s, naming the variable",
    (value) => {
      expect(() => parseSiteConfig({ VITE_AWARENESS_DAY_URL: value })).toThrow(SiteConfigError);
      expect(() => parseSiteConfig({ VITE_AWARENESS_DAY_URL: value })).toThrow("VITE_AWARENESS_DAY_URL");
    },
  );

  it("bakes no company address into the website: those are settings the server sends at run time", () => {
    expect(Object.keys(siteConfig).sort()).toEqual(["awarenessDayUrl", "wcagQuickRefUrl"]);
    expect(JSON.stringify(siteConfig)).not.toMatch(/portal|@|thorium/i);
  });

  it("is read in one place: no other client module reads import.meta.env.VITE_*", () => {
    const root = path.resolve("client/src");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.includes(".test.")) {
          if (/import\.meta\.env\.VITE_|import\.meta\.env\[/.test(fs.readFileSync(full, "utf8"))) offenders.push(full);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
