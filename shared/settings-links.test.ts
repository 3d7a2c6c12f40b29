import { describe, expect, it } from "vitest";
import { settingsFieldHref, settingsTabHref } from "./settings-links";

describe("links into Site Settings", () => {
  it("name the setting's tab from the registry and the field by its key", () => {
    expect(settingsFieldHref("salesEmail")).toBe("/admin/settings?tab=addresses#salesEmail");
    expect(settingsFieldHref("quoteLinksTarget")).toBe("/admin/settings?tab=contact#quoteLinksTarget");
    expect(settingsFieldHref("inquiryNotifyEmails")).toBe("/admin/settings?tab=inquiries#inquiryNotifyEmails");
  });

  it("leave the first tab out of the address, as the screen opens on it", () => {
    expect(settingsFieldHref("companyName")).toBe("/admin/settings#companyName");
    expect(settingsTabHref("company")).toBe("/admin/settings");
    expect(settingsTabHref("sign-in")).toBe("/admin/settings?tab=sign-in");
  });
});
