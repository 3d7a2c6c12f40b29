import { formLabelOf, settingOf, settingsTabLabels, type SettingsTab } from "@shared/settings-registry";
import { siteTextKeys } from "@shared/site-text-kinds";
import type { SiteTextField, SiteTextSection } from "./site-texts-form";

// The site texts of each Site Settings tab: the card's words, and its fields, which the registry declares
// (shared/settings-registry.ts) with their label, what each is for and the tab it sits on.

/** The fields of the site texts on a tab, in the registry's order. */
export function siteTextFieldsOn(tab: SettingsTab): SiteTextField[] {
  return siteTextKeys
    .filter((key) => settingOf(key).tab === tab)
    .map((key) => {
      const { kind, purpose = "", multiline, group } = settingOf(key);
      return {
        key,
        label: formLabelOf(key),
        purpose,
        ...(multiline && { multiline }),
        ...(group && { group }),
        ...((kind === "email" || kind === "url") && { type: kind }),
      };
    });
}

/** The words of the site texts' card on a tab, where they are not worked out from the tab's name. */
const SECTION_WORDS: Partial<Record<SettingsTab, Omit<SiteTextSection, "fields">>> = {
  home: {
    title: "Home Page Texts",
    description:
      "The home page's heading and introduction, the footer's sentence about the company, and the home page's " +
      "other words: the line above the heading, the checklist card, the sections' headings and the learning cards.",
    saveLabel: "Save Home Page",
    savedMessage: "The home page texts have been updated.",
  },
  about: {
    title: "About Page Texts",
    description: "The About page's introduction, mission, highlights and reasons to choose the company.",
    saveLabel: "Save About Page",
    savedMessage: "The About page texts have been updated.",
  },
  servicePages: {
    title: "Service Pages Texts",
    description: "What every service's page shows whatever the service: the steps of the process and the sidebar.",
    saveLabel: "Save Service Pages",
    savedMessage: "The service pages texts have been updated.",
  },
  ctaBands: {
    title: "Call-to-Action Bands",
    description:
      "The blue bands that invite visitors to request a quote, by the page they close, and the words of their " +
      "buttons. Where the buttons lead is set on the Contact Page and Contact & Addresses tabs.",
    saveLabel: "Save Call-to-Action Bands",
    savedMessage: "The call-to-action bands have been updated.",
  },
  addresses: {
    title: "Contact & Addresses",
    description: "The e-mail addresses, client portal addresses and other links shown across the site.",
    saveLabel: "Save Contact & Addresses",
    savedMessage: "The contact e-mails and addresses have been updated.",
  },
  projects: {
    title: "Other Projects",
    description: "Two related projects listed in the footer.",
    saveLabel: "Save Other Projects",
    savedMessage: "The other projects have been updated.",
  },
  reader: {
    title: "EPUB Reader Downloads",
    description: "Where the EPUB service page sends readers to get Thorium Reader.",
    saveLabel: "Save EPUB Reader Downloads",
    savedMessage: "The EPUB reader download addresses have been updated.",
  },
};

/** The card of site texts on a tab, with its fields from the registry; a tab without words of its own is named. */
export function siteTextSectionOn(tab: SettingsTab): SiteTextSection {
  const name = settingsTabLabels[tab];
  return {
    title: `${name} Texts`,
    description: "",
    saveLabel: `Save ${name}`,
    savedMessage: `The ${name} settings have been updated.`,
    ...SECTION_WORDS[tab],
    fields: siteTextFieldsOn(tab),
  };
}

export const HOME_PAGE_TEXTS = siteTextSectionOn("home");
export const CONTACT_TEXTS = siteTextSectionOn("addresses");
export const OTHER_PROJECT_TEXTS = siteTextSectionOn("projects");
export const EPUB_READER_TEXTS = siteTextSectionOn("reader");
