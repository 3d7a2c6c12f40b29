import { isQuoteFormEnabled } from "@shared/schema";
import { settingOf, type SettingsTab } from "@shared/settings-registry";
import { areExampleTestimonialsEnabled, areOtherProjectsEnabled } from "@shared/site-texts";
import type { SettingSwitchProps } from "./setting-switch";

export type SwitchText = SettingSwitchProps;

/** The Contact page's 'Request a quote' form (turning it off also points quote links back at the portal). */
export const QUOTE_FORM_SWITCH: SwitchText = {
  settingKey: "quoteFormEnabled",
  isOn: isQuoteFormEnabled,
  title: "Quote Request Form",
  description: "Visitors can request a quote on the Contact page; requests arrive under Inquiries.",
  label: "Show the 'Request a quote' form on the Contact page",
  hint: "When off, the Contact page shows only the client portal links and e-mail addresses.",
  saved: {
    on: "The Contact page shows the quote request form.",
    off: "The Contact page shows only the client portal links.",
  },
};

/** The two example testimonials the home page shows while none are published. */
export const EXAMPLE_TESTIMONIALS_SWITCH: SwitchText = {
  settingKey: "exampleTestimonialsEnabled",
  isOn: areExampleTestimonialsEnabled,
  title: "Example Testimonials",
  description: "Testimonials themselves are edited under Testimonials.",
  label: "Show two example testimonials while none are published",
  hint: "They are labelled as examples. When off, the home page says only that there are no testimonials yet.",
  saved: {
    on: "The home page shows example testimonials while there are none.",
    off: "The home page shows no example testimonials.",
  },
};

/** The footer's 'Other Projects' section: a cleared name or address falls back to its default, so this hides it. */
export const OTHER_PROJECTS_SWITCH: SwitchText = {
  settingKey: "otherProjectsEnabled",
  isOn: areOtherProjectsEnabled,
  title: "Other Projects in the Footer",
  description: "Whether the footer lists the two projects above.",
  label: "Show the 'Other Projects' section in the footer",
  hint: "When off, the footer leaves the whole section out, whatever the names and addresses say.",
  saved: {
    on: "The footer lists the other projects.",
    off: "The footer no longer lists other projects.",
  },
};

/** Every switch of Site Settings; each shows on the tab the registry puts its setting on (shared/settings-registry.ts). */
export const SETTING_SWITCHES: SwitchText[] = [QUOTE_FORM_SWITCH, EXAMPLE_TESTIMONIALS_SWITCH, OTHER_PROJECTS_SWITCH];

/** The switches of one tab. */
export const switchesOn = (tab: SettingsTab) =>
  SETTING_SWITCHES.filter(({ settingKey }) => settingOf(settingKey).tab === tab);
