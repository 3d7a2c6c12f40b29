import { describe, expect, it } from "vitest";
import { settingKeys, settingOf } from "../settings-registry";
import { aboutTexts } from "./about";
import { contactTexts } from "./contact";
import { ctaButtonTexts } from "./cta";
import { faqTexts } from "./faq";
import { homeSectionTexts } from "./home";
import { homeHeroTexts } from "./home-hero";
import { serviceDetailTexts } from "./service-detail";
import { servicesTexts } from "./services";
import { standardsTexts } from "./standards";

// Each page ships the defaults of its own texts, and the settings registry writes them again (for the form's
// hints and the server): both must say the same, and every page text must be shipped by one page.
const shipped: Record<string, string> = {
  ...homeHeroTexts,
  ...homeSectionTexts,
  ...aboutTexts,
  ...serviceDetailTexts,
  ...servicesTexts,
  ...contactTexts,
  ...standardsTexts,
  ...faqTexts,
  ...ctaButtonTexts,
};

describe("the pages' own texts", () => {
  it("are the registry's page texts, each with the default the registry declares", () => {
    const pageTextKeys = settingKeys.filter((key) => settingOf(key).pageDefault);
    expect(Object.keys(shipped).sort()).toEqual([...pageTextKeys].sort());
    for (const key of pageTextKeys) expect(shipped[key], key).toBe(settingOf(key).default);
  });

  it("are free text a field takes, on a tab, in a group", () => {
    for (const key of Object.keys(shipped) as (keyof typeof shipped & Parameters<typeof settingOf>[0])[]) {
      const setting = settingOf(key);
      expect(setting.kind, key).toBe("text");
      expect(setting.group?.trim(), key).toBeTruthy();
      expect(setting.env, key).toBeUndefined();
    }
  });
});
