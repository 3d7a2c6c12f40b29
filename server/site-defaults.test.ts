import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("first-start defaults of the site's texts and addresses (VITE_* read by the server)", () => {
  it("uses the placeholders when nothing is set, and treats blank values as unset", () => {
    const { siteTextDefaults } = loadEnv({ VITE_SALES_EMAIL: "  " });
    expect(siteTextDefaults.salesEmail).toBe("sales@example.com");
    expect(siteTextDefaults.clientPortalUrl).toBe("https://portal.example.com/login");
    expect(siteTextDefaults.otherProject1Name).toBe("Accessible Math Project");
    expect(siteTextDefaults.awarenessDayUrl).toBe("https://accessibility.day/");
    expect(siteTextDefaults.homeHeroHeading).toBe("Ready to make your content accessible?");
  });

  it("takes valid addresses and e-mails from the environment as given", () => {
    const { siteTextDefaults } = loadEnv({
      VITE_CLIENT_PORTAL_URL: "https://portal.acme.test/sign-in",
      VITE_SUPPORT_EMAIL: "help@acme.test",
      VITE_OTHER_PROJECT_2_NAME: "Braille Lab",
      VITE_AWARENESS_DAY_URL: "https://gaad.acme.test/",
    });
    expect(siteTextDefaults.awarenessDayUrl).toBe("https://gaad.acme.test/");
    expect(siteTextDefaults.clientPortalUrl).toBe("https://portal.acme.test/sign-in");
    expect(siteTextDefaults.supportEmail).toBe("help@acme.test");
    expect(siteTextDefaults.otherProject2Name).toBe("Braille Lab");
  });

  it.each([
    ["VITE_CLIENT_PORTAL_URL", "javascript:alert(1)"],
    ["VITE_CLIENT_PORTAL_CONTACT_URL", "http://portal.acme.test/contact"],
    ["VITE_EPUB_READER_URL", "ftp://files.acme.test/reader"],
    ["VITE_SALES_EMAIL", "sales at acme"],
    ["VITE_ADMIN_CONTACT_EMAIL", "https://acme.test"],
    ["VITE_AWARENESS_DAY_URL", "http://gaad.acme.test/"],
  ])("stops start-up on %s=%s, naming the variable", (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${name}`));
  });

  it("names every invalid variable at once", () => {
    expect(() => loadEnv({ VITE_SALES_EMAIL: "nope", VITE_OTHER_PROJECT_1_URL: "mailto:a@b.c" })).toThrow(
      /VITE_SALES_EMAIL[\s\S]*VITE_OTHER_PROJECT_1_URL/,
    );
  });
});
