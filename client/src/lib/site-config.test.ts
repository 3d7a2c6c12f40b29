import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "./config";
import { parseSiteConfig, SiteConfigError } from "./site-config";

describe("the website's build-time settings", () => {
  it("uses the placeholders when nothing is set, and treats blank values as unset", () => {
    const config = parseSiteConfig({ VITE_SALES_EMAIL: "  " });
    expect(config.clientPortalUrl).toBe("https://portal.example.com/login");
    expect(config.salesEmail).toBe("sales@example.com");
    expect(config.otherProjects[0]).toEqual({ name: "Accessible Math Project", url: "https://math.example.com" });
  });

  it("takes valid addresses and e-mails as given", () => {
    const config = parseSiteConfig({
      VITE_CLIENT_PORTAL_URL: "https://portal.acme.test/sign-in",
      VITE_SUPPORT_EMAIL: "help@acme.test",
      VITE_OTHER_PROJECT_2_NAME: "Braille Lab",
      VITE_AWARENESS_DAY_URL: "http://gaad.acme.test/",
    });
    expect(config.clientPortalUrl).toBe("https://portal.acme.test/sign-in");
    expect(config.supportEmail).toBe("help@acme.test");
    expect(config.otherProjects[1]!.name).toBe("Braille Lab");
    expect(config.awarenessDayUrl).toBe("http://gaad.acme.test/");
  });

  it.each([
    ["VITE_CLIENT_PORTAL_URL", "javascript:alert(1)"],
    ["VITE_CLIENT_PORTAL_CONTACT_URL", "portal.acme.test/contact"],
    ["VITE_EPUB_READER_URL", "ftp://files.acme.test/reader"],
    ["VITE_SALES_EMAIL", "sales at acme"],
    ["VITE_ADMIN_CONTACT_EMAIL", "https://acme.test"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => parseSiteConfig({ [name]: value })).toThrow(SiteConfigError);
    expect(() => parseSiteConfig({ [name]: value })).toThrow(name);
  });

  it("names every invalid variable at once", () => {
    const attempt = () => parseSiteConfig({ VITE_SALES_EMAIL: "nope", VITE_OTHER_PROJECT_1_URL: "mailto:a@b.c" });
    expect(attempt).toThrow(
      /VITE_SALES_EMAIL[\s\S]*VITE_OTHER_PROJECT_1_URL|VITE_OTHER_PROJECT_1_URL[\s\S]*VITE_SALES_EMAIL/,
    );
  });

  it("reaches the website already parsed, through siteConfig", () => {
    expect(siteConfig.epubReader.name).toBe("Thorium Reader");
    expect(siteConfig.wcagQuickRefUrl).toMatch(/^https:\/\//);
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
