import { describe, expect, it } from "vitest";
import { socialSettingKeys } from "@shared/schema";
import { keysOfKind, settingOf, settingsTabs } from "@shared/settings-registry";
import { siteTextKeys } from "@shared/site-text-kinds";
import { SETTING_SWITCHES } from "./setting-switches";
import { siteTextSectionOn } from "./site-text-fields";

// Site Settings shows a field for every setting of the registry: one added there without its field fails here.

describe("the Site Settings forms", () => {
  it("show every site text once, on a tab whose card lists the registry's texts", () => {
    const sections = settingsTabs.map(siteTextSectionOn);
    const shown = sections.flatMap((section) => section.fields.map(({ key }) => key));
    expect([...shown].sort()).toEqual([...siteTextKeys].sort());
  });

  it("show every social link on the Social Media tab, whose form lists them all", () => {
    for (const key of socialSettingKeys) expect(settingOf(key).tab, key).toBe("social");
  });

  it("have the words of every switch, which shows on its registry tab", () => {
    const keys = SETTING_SWITCHES.map(({ settingKey }) => settingKey);
    expect([...keys].sort()).toEqual([...keysOfKind("switch")].sort());
  });
});
