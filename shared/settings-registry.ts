// Every site setting and site text, declared once: its kind (which decides the rule its value follows, in
// schema/settings.ts), its name in the activity log and on the form, the Site Settings tab it sits on, its default
// and the environment variable that may give a site text its first-start default. The keys, the request schemas,
// the activity labels, the server's defaults and the settings forms' fields are all worked out from this list
// (docs/adding-a-setting.md). Free of zod, so that the activity screen and the server's defaults need no rules;
// the public website's first load does not import it (site-texts.ts is what it imports).
import { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE } from "./company-defaults";
import { CTA_BAND_TEXT, ctaButtonTexts } from "./page-texts/cta";
import { pageTextDefaults, quoteLinksTargets } from "./site-texts";
import { FALLBACK_TIME_ZONE } from "./time-zone";

/** The kinds of site text: free text, a short name, an e-mail, an https:// address. */
export const siteTextKindNames = ["text", "name", "email", "url"] as const;
export type SiteTextKind = (typeof siteTextKindNames)[number];

/**
 * What a setting holds, which decides the rule its value follows. A site text (one of SiteTextKind) is sent with
 * its effective value, so an empty one shows its default; the others: the company's name or tagline, or the home
 * page's results (short text, which may be empty), an image (an upload or an https address: the company logo, the
 * home page's hero image), a social network's address (free text), a switch ("true" or "false"),
 * one of a few choices, a list of e-mail addresses (comma- or newline-separated), a number of months (empty or 0
 * for none), a time zone (an IANA name such as Europe/London), a backup schedule ("daily 03:30"; empty for none),
 * a count (a whole number; empty for the default).
 */
export type SettingKind =
  | SiteTextKind
  | "shortText"
  | "image"
  | "socialLink"
  | "switch"
  | "choice"
  | "emailList"
  | "months"
  | "timeZone"
  | "backupSchedule"
  | "count";

/**
 * The tabs of the Site Settings screen (settings-screen.tsx), in their order, by the value each tab has there (and
 * in its address, `?tab=`). Each needs its name in `settingsTabLabels`; the screen lists them all, however many.
 */
export const settingsTabs = [
  "company",
  "home",
  "about",
  "servicePages",
  "ctaBands",
  "addresses",
  "projects",
  "reader",
  "social",
  "contact",
  "inquiries",
  "sign-in",
  // Not a tab of Site Settings: the automatic backups' settings, on the Backups screen.
  "backups",
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Each tab's name, as the screen's list of tabs, its panel and links to it say it. */
export const settingsTabLabels: Record<SettingsTab, string> = {
  company: "Company Information",
  home: "Home Page",
  about: "About Page",
  servicePages: "Service Pages",
  ctaBands: "Call-to-Action Bands",
  addresses: "Contact & Addresses",
  projects: "Other Projects",
  reader: "EPUB Reader Downloads",
  social: "Social Media",
  contact: "Contact Page",
  inquiries: "Inquiries",
  "sign-in": "Sign-in",
  backups: "Backups",
};

export const isSettingsTab = (value: unknown): value is SettingsTab =>
  typeof value === "string" && (settingsTabs as readonly string[]).includes(value);

export interface SettingDeclaration {
  kind: SettingKind;
  /** As the activity log names it, after "the" ('Changed the sales e-mail'). */
  label: string;
  /** As its form field is labelled, when not the label with a capital letter. */
  formLabel?: string;
  tab: SettingsTab;
  /**
   * The value while nothing is stored: for a site text the placeholder (when its environment variable is unset
   * too), for a switch "true" or "false", for a choice one of the choices.
   */
  default?: string;
  /** A site text's first-start default, read by the server at start-up (its VITE_* name is kept from old builds). */
  env?: string;
  /** A site text's form field: what it is for, before "Leave empty to use …". */
  purpose?: string;
  /** A site text's form field takes a paragraph. */
  multiline?: boolean;
  /** A site text's fieldset on its tab (a card, a step): consecutive fields of one group share a legend. */
  group?: string;
  /**
   * A site text whose default the page showing it ships (shared/page-texts/): the server sends it only once an
   * administrator has stored one, so the settings in every page's bootstrap data do not carry every page's words.
   */
  pageDefault?: boolean;
  /** A social link: the network as the site names it, and an example address for its field. */
  network?: string;
  example?: string;
  /** A choice: the values it may take. */
  choices?: readonly string[];
  /**
   * For administrators only: never in the public GET /api/settings nor in a page's bootstrap data (the team's
   * internal addresses, say). The settings form reads it through GET /api/settings/private.
   */
  private?: boolean;
}

const sameReaderRelease = "https://github.com/edrlab/thorium-reader/releases/latest";
const https = "An https:// address.";

const socialLink = (network: string, example: string) =>
  ({
    kind: "socialLink",
    label: `${network} link`,
    formLabel: `${network} URL`,
    tab: "social",
    network,
    example,
  }) as const;

/**
 * A page's own words (a heading, a paragraph, a card's title): free text whose default is what the page shows
 * today, and which the server sends only once changed. The page ships its defaults itself (shared/page-texts/);
 * they are written here again rather than imported, since a module both a page and the admin area import becomes
 * a file of its own that the page then downloads on top of its own (shared/page-texts/page-texts.test.ts checks
 * that both say the same).
 */
const pageText = (
  tab: SettingsTab,
  group: string,
  label: string,
  formLabel: string,
  defaultText: string,
  purpose: string,
  multiline = false,
) =>
  ({
    kind: "text",
    label,
    formLabel,
    tab,
    group,
    default: defaultText,
    purpose,
    pageDefault: true,
    ...(multiline && { multiline: true }),
  }) as const;

/** One figure of the home page's results strip and its label: short text that may be empty (nothing shows). */
const resultSettings = <N extends 1 | 2 | 3 | 4>(n: N) =>
  ({
    [`homeResult${n}Value`]: {
      kind: "shortText",
      label: `home page's result ${n} figure`,
      formLabel: `Figure ${n}`,
      tab: "home",
    },
    [`homeResult${n}Label`]: {
      kind: "shortText",
      label: `home page's result ${n} label`,
      formLabel: `Label ${n}`,
      tab: "home",
    },
  }) as Record<`homeResult${N}Value` | `homeResult${N}Label`, SettingDeclaration & { kind: "shortText"; tab: "home" }>;

/** Each setting by its key, in the order of the settings' list; the forms list a tab's fields in this order. */
export const settingRegistry = {
  companyName: {
    kind: "shortText",
    label: "company name",
    formLabel: "Company Name",
    tab: "company",
    default: DEFAULT_COMPANY_NAME,
  },
  companyTagline: {
    kind: "shortText",
    label: "tagline",
    formLabel: "Tagline / Subtitle",
    tab: "company",
    default: DEFAULT_COMPANY_TAGLINE,
  },
  companyLogo: { kind: "image", label: "company logo", tab: "company" },
  // The zone in which Page Management shows and asks for dates and times (a page's schedule). While none is
  // stored, the server's TZ is used when it names a zone, else UTC (the default here).
  siteTimeZone: {
    kind: "timeZone",
    label: "site's time zone",
    formLabel: "Time zone",
    tab: "company",
    default: FALLBACK_TIME_ZONE,
  },
  twitterUrl: socialLink("Twitter", "https://twitter.com/yourcompany"),
  linkedinUrl: socialLink("LinkedIn", "https://www.linkedin.com/company/yourcompany"),
  facebookUrl: socialLink("Facebook", "https://www.facebook.com/yourcompany"),
  instagramUrl: socialLink("Instagram", "https://www.instagram.com/yourcompany"),
  youtubeUrl: socialLink("YouTube", "https://www.youtube.com/@yourcompany"),
  quoteFormEnabled: { kind: "switch", label: "quote request form", tab: "contact", default: "true" },
  quoteLinksTarget: {
    kind: "choice",
    label: "quote links",
    tab: "contact",
    choices: quoteLinksTargets,
    default: "portal",
  },
  exampleTestimonialsEnabled: { kind: "switch", label: "example testimonials", tab: "home", default: "true" },
  otherProjectsEnabled: { kind: "switch", label: "footer's other projects", tab: "projects", default: "true" },
  inquiryNotifyEmails: {
    kind: "emailList",
    label: "new-inquiry e-mail recipients",
    formLabel: "Send new inquiries to",
    tab: "inquiries",
    private: true,
  },
  inquiryRetentionMonths: {
    kind: "months",
    label: "inquiry retention period",
    formLabel: "Delete inquiries older than (months)",
    tab: "inquiries",
    private: true,
  },
  // Automatic backups as the Backups screen sets them: the schedule in the site's time zone (empty: none) and how
  // many archives to keep. BACKUP_SCHEDULE and BACKUP_KEEP, when an operator sets them, win over these.
  backupSchedule: {
    kind: "backupSchedule",
    label: "automatic backup schedule",
    formLabel: "Automatic backups",
    tab: "backups",
    private: true,
  },
  backupKeep: {
    kind: "count",
    label: "number of backups kept",
    formLabel: "Backups to keep",
    tab: "backups",
    default: "14",
    private: true,
  },

  homeHeroHeading: {
    kind: "text",
    label: "home page heading",
    tab: "home",
    default: pageTextDefaults.homeHeroHeading,
    purpose: "The large heading at the top of the home page.",
  },
  homeHeroText: {
    kind: "text",
    label: "home page introduction",
    tab: "home",
    default: pageTextDefaults.homeHeroText,
    purpose: "The paragraph under the heading.",
    multiline: true,
  },
  footerBlurb: {
    kind: "text",
    label: "footer text",
    tab: "home",
    default: pageTextDefaults.footerBlurb,
    purpose: "The sentence about the company in the footer of every page.",
    multiline: true,
  },
  // The home page: its first screen's line above the heading and checklist card, then its sections.
  homeEyebrow: pageText(
    "home",
    "Top of the page",
    "home page's line above the heading",
    "Line above the heading",
    "Digital accessibility services",
    "The short line in capitals above the large heading.",
  ),
  homeChecklist1: pageText(
    "home",
    "Checklist card",
    "home page's checklist item 1",
    "Checklist item 1",
    "WCAG 2.2 AA and PDF/UA conformance",
    "Point 1 of the card of ticks beside the heading.",
  ),
  homeChecklist2: pageText(
    "home",
    "Checklist card",
    "home page's checklist item 2",
    "Checklist item 2",
    "Tested with real assistive technology",
    "Point 2 of the card of ticks beside the heading.",
  ),
  homeChecklist3: pageText(
    "home",
    "Checklist card",
    "home page's checklist item 3",
    "Checklist item 3",
    "Section 508, ADA, EAA and AODA ready",
    "Point 3 of the card of ticks beside the heading.",
  ),
  // The hero's picture at its right (an upload or an https address; none shows the drawing of accessible
  // documents). Its alt text is the media library's (or "decorative").
  homeHeroImage: {
    kind: "image",
    label: "home page's hero image",
    formLabel: "Hero image",
    tab: "home",
  },
  // The results strip under the hero: up to four figures, each with its label. Empty by default (the site must not
  // invent figures for the company), and the strip shows only the pairs that have both.
  ...resultSettings(1),
  ...resultSettings(2),
  ...resultSettings(3),
  ...resultSettings(4),
  homeClientsHeading: pageText(
    "home",
    "Client logos",
    "home page's client logos heading",
    "Client logos heading",
    "Globally trusted by leading publishers and content creators",
    "The heading above the client logos (shown once there are logos).",
  ),
  homeServicesHeading: pageText(
    "home",
    "Our Services section",
    "home page's services heading",
    "Services heading",
    "Our Services",
    "The heading above the service cards.",
  ),
  homeServicesText: pageText(
    "home",
    "Our Services section",
    "home page's services introduction",
    "Services introduction",
    "Conversion, remediation and auditing for every format your readers use.",
    "The sentence under the services heading.",
    true,
  ),
  homeTestimonialsHeading: pageText(
    "home",
    "Testimonials section",
    "home page's testimonials heading",
    "Testimonials heading",
    "What People Say About Us",
    "The heading above the testimonials.",
  ),
  homeLearnHeading: pageText(
    "home",
    "Learn about accessibility section",
    "home page's learning cards heading",
    "Learning cards heading",
    "Learn about accessibility",
    "The heading above the four cards that lead to the standards, the WCAG explorer, the FAQ and the About page.",
  ),
  homeLearn1Title: pageText(
    "home",
    "Learning card 1 (leads to the Standards page)",
    "home page's learning card 1 title",
    "Card 1 title",
    "Accessibility Standards",
    "The heading of the card leading to the Standards page.",
  ),
  homeLearn1Text: pageText(
    "home",
    "Learning card 1 (leads to the Standards page)",
    "home page's learning card 1 text",
    "Card 1 text",
    "ADA, Section 508, IDEA, the European Accessibility Act, AODA and WCAG: what each law asks of your content.",
    "The sentence of the card leading to the Standards page.",
    true,
  ),
  homeLearn1Link: pageText(
    "home",
    "Learning card 1 (leads to the Standards page)",
    "home page's learning card 1 link",
    "Card 1 link text",
    "Read about the standards",
    "The words of the card's link to the Standards page.",
  ),
  homeLearn2Title: pageText(
    "home",
    "Learning card 2 (leads to the WCAG explorer)",
    "home page's learning card 2 title",
    "Card 2 title",
    "WCAG 2.2 Explorer",
    "The heading of the card leading to the WCAG explorer.",
  ),
  homeLearn2Text: pageText(
    "home",
    "Learning card 2 (leads to the WCAG explorer)",
    "home page's learning card 2 text",
    "Card 2 text",
    "Browse all 86 WCAG 2.2 success criteria by principle and filter them by conformance level.",
    "The sentence of the card leading to the WCAG explorer.",
    true,
  ),
  homeLearn2Link: pageText(
    "home",
    "Learning card 2 (leads to the WCAG explorer)",
    "home page's learning card 2 link",
    "Card 2 link text",
    "Open the WCAG explorer",
    "The words of the card's link to the WCAG explorer.",
  ),
  homeLearn3Title: pageText(
    "home",
    "Learning card 3 (leads to the FAQ page)",
    "home page's learning card 3 title",
    "Card 3 title",
    "Frequently Asked Questions",
    "The heading of the card leading to the FAQ page.",
  ),
  homeLearn3Text: pageText(
    "home",
    "Learning card 3 (leads to the FAQ page)",
    "home page's learning card 3 text",
    "Card 3 text",
    "Turnaround times, file formats, pricing questions and how our quality checks work.",
    "The sentence of the card leading to the FAQ page.",
    true,
  ),
  homeLearn3Link: pageText(
    "home",
    "Learning card 3 (leads to the FAQ page)",
    "home page's learning card 3 link",
    "Card 3 link text",
    "Read the FAQ",
    "The words of the card's link to the FAQ page.",
  ),
  homeLearn4Title: pageText(
    "home",
    "Learning card 4 (leads to the About page)",
    "home page's learning card 4 title",
    "Card 4 title",
    "About Us",
    "The heading of the card leading to the About page.",
  ),
  homeLearn4Text: pageText(
    "home",
    "Learning card 4 (leads to the About page)",
    "home page's learning card 4 text",
    "Card 4 text",
    "Accessibility specialists, subject experts and assistive technology users who check every file.",
    "The sentence of the card leading to the About page.",
    true,
  ),
  homeLearn4Link: pageText(
    "home",
    "Learning card 4 (leads to the About page)",
    "home page's learning card 4 link",
    "Card 4 link text",
    "Meet our team",
    "The words of the card's link to the About page.",
  ),
  // The About page.
  aboutIntro: pageText(
    "about",
    "Introduction",
    "About page's introduction",
    "Introduction",
    "Accessibility specialists, subject experts and assistive technology users, working together since day one.",
    "The sentence under the page's heading.",
    true,
  ),
  aboutMissionHeading: pageText(
    "about",
    "Our Mission section",
    "About page's mission heading",
    "Mission heading",
    "Our Mission",
    "The heading of the mission.",
  ),
  aboutMissionText: pageText(
    "about",
    "Our Mission section",
    "About page's mission",
    "Mission text",
    "Every reader deserves equal access to information. We make textbooks, documents, e-books, websites and videos accessible to people with disabilities, and help the publishers, schools and public bodies that produce them meet the laws that require it.",
    "The paragraph under the mission heading.",
    true,
  ),
  aboutHighlightsHeading: pageText(
    "about",
    "What we bring section",
    "About page's highlights heading",
    "Highlights heading",
    "What we bring",
    "The heading above the four highlights.",
  ),
  aboutHighlight1Title: pageText(
    "about",
    "Highlight 1",
    "About page's highlight 1 title",
    "Highlight 1 title",
    "Expert Team",
    "The heading of highlight 1.",
  ),
  aboutHighlight1Text: pageText(
    "about",
    "Highlight 1",
    "About page's highlight 1 text",
    "Highlight 1 text",
    "Accessibility specialists, subject experts and assistive technology users.",
    "The sentence of highlight 1.",
    true,
  ),
  aboutHighlight2Title: pageText(
    "about",
    "Highlight 2",
    "About page's highlight 2 title",
    "Highlight 2 title",
    "Comprehensive Solutions",
    "The heading of highlight 2.",
  ),
  aboutHighlight2Text: pageText(
    "about",
    "Highlight 2",
    "About page's highlight 2 text",
    "Highlight 2 text",
    "From NIMAS XML to web audits and VPATs, one partner for every format.",
    "The sentence of highlight 2.",
    true,
  ),
  aboutHighlight3Title: pageText(
    "about",
    "Highlight 3",
    "About page's highlight 3 title",
    "Highlight 3 title",
    "Client-Focused",
    "The heading of highlight 3.",
  ),
  aboutHighlight3Text: pageText(
    "about",
    "Highlight 3",
    "About page's highlight 3 text",
    "Highlight 3 text",
    "Clear quotes, agreed deadlines and a named contact for every project.",
    "The sentence of highlight 3.",
    true,
  ),
  aboutHighlight4Title: pageText(
    "about",
    "Highlight 4",
    "About page's highlight 4 title",
    "Highlight 4 title",
    "Continuous Improvement",
    "The heading of highlight 4.",
  ),
  aboutHighlight4Text: pageText(
    "about",
    "Highlight 4",
    "About page's highlight 4 text",
    "Highlight 4 text",
    "We track every new standard and refine our workflows as they evolve.",
    "The sentence of highlight 4.",
    true,
  ),
  aboutReasonsHeading: pageText(
    "about",
    "Why Choose Us section",
    "About page's reasons heading",
    "Reasons heading",
    "Why Choose Us",
    "The heading above the four reasons to choose the company.",
  ),
  aboutWorkWithUs: pageText(
    "about",
    "Why Choose Us section",
    "About page's button under the reasons",
    "Button under the reasons",
    "Work With Us",
    "The words of the button under the reasons, which leads to the band at the foot of the page.",
  ),
  aboutReason1Title: pageText(
    "about",
    "Reason 1",
    "About page's reason 1 title",
    "Reason 1 title",
    "Certified Experts",
    "The heading of reason 1.",
  ),
  aboutReason1Text: pageText(
    "about",
    "Reason 1",
    "About page's reason 1 text",
    "Reason 1 text",
    "Our reviewers hold recognised accessibility certifications.",
    "The sentence of reason 1.",
    true,
  ),
  aboutReason2Title: pageText(
    "about",
    "Reason 2",
    "About page's reason 2 title",
    "Reason 2 title",
    "Quick Turnaround",
    "The heading of reason 2.",
  ),
  aboutReason2Text: pageText(
    "about",
    "Reason 2",
    "About page's reason 2 text",
    "Reason 2 text",
    "Most projects are delivered within days, with rush service available.",
    "The sentence of reason 2.",
    true,
  ),
  aboutReason3Title: pageText(
    "about",
    "Reason 3",
    "About page's reason 3 title",
    "Reason 3 title",
    "Dedicated Support",
    "The heading of reason 3.",
  ),
  aboutReason3Text: pageText(
    "about",
    "Reason 3",
    "About page's reason 3 text",
    "Reason 3 text",
    "We answer questions and revise files after delivery.",
    "The sentence of reason 3.",
    true,
  ),
  aboutReason4Title: pageText(
    "about",
    "Reason 4",
    "About page's reason 4 title",
    "Reason 4 title",
    "Competitive Pricing",
    "The heading of reason 4.",
  ),
  aboutReason4Text: pageText(
    "about",
    "Reason 4",
    "About page's reason 4 text",
    "Reason 4 text",
    "Fixed quotes up front, with volume pricing for large catalogues.",
    "The sentence of reason 4.",
    true,
  ),
  // What every service page shows whatever the service: the steps of the process and the sidebar's band.
  serviceProcessHeading: pageText(
    "servicePages",
    "Our Process section",
    "service pages' process heading",
    "Process heading",
    "Our Process",
    "The heading above the four steps.",
  ),
  serviceStep1Title: pageText(
    "servicePages",
    "Step 1",
    "service pages' step 1 title",
    "Step 1 title",
    "Assessment",
    "The title of step 1 of the process.",
  ),
  serviceStep1Text: pageText(
    "servicePages",
    "Step 1",
    "service pages' step 1 description",
    "Step 1 description",
    "We review your content, goals and deadlines, identify the applicable standards and agree on scope, pricing and turnaround.",
    "What happens in step 1.",
    true,
  ),
  serviceStep2Title: pageText(
    "servicePages",
    "Step 2",
    "service pages' step 2 title",
    "Step 2 title",
    "Implementation",
    "The title of step 2 of the process.",
  ),
  serviceStep2Text: pageText(
    "servicePages",
    "Step 2",
    "service pages' step 2 description",
    "Step 2 description",
    "Our specialists convert or remediate your content following documented workflows and the relevant accessibility standards.",
    "What happens in step 2.",
    true,
  ),
  serviceStep3Title: pageText(
    "servicePages",
    "Step 3",
    "service pages' step 3 title",
    "Step 3 title",
    "Testing & Verification",
    "The title of step 3 of the process.",
  ),
  serviceStep3Text: pageText(
    "servicePages",
    "Step 3",
    "service pages' step 3 description",
    "Step 3 description",
    "Every deliverable is validated with automated checkers and tested manually with screen readers and other assistive technologies.",
    "What happens in step 3.",
    true,
  ),
  serviceStep4Title: pageText(
    "servicePages",
    "Step 4",
    "service pages' step 4 title",
    "Step 4 title",
    "Delivery & Support",
    "The title of step 4 of the process.",
  ),
  serviceStep4Text: pageText(
    "servicePages",
    "Step 4",
    "service pages' step 4 description",
    "Step 4 description",
    "We deliver the finished files with a conformance report and remain available to answer questions and make any revisions.",
    "What happens in step 4.",
    true,
  ),
  serviceSidebarHeading: pageText(
    "servicePages",
    "Sidebar band",
    "service pages' sidebar heading",
    "Sidebar heading",
    "Get Started Today",
    "The heading of the blue band beside the service.",
  ),
  serviceSidebarText: pageText(
    "servicePages",
    "Sidebar band",
    "service pages' sidebar text",
    "Sidebar text",
    "Send us a sample file and we will quote within one business day.",
    "The sentence under the sidebar heading.",
    true,
  ),
  serviceSidebarButton: pageText(
    "servicePages",
    "Sidebar band",
    "service pages' sidebar button",
    "Sidebar button",
    "Request a Quote",
    "The words of the sidebar's quote button.",
  ),
  // The call-to-action bands: their buttons' words, then each band's heading and paragraph by its page.
  ctaQuoteLabel: pageText(
    "ctaBands",
    "Buttons of every band",
    "call-to-action bands' quote button",
    "Quote button",
    ctaButtonTexts.ctaQuoteLabel,
    "The words of the button that leads to quote requests.",
  ),
  ctaPortalLabel: pageText(
    "ctaBands",
    "Buttons of every band",
    "call-to-action bands' client portal button",
    "Client portal button",
    ctaButtonTexts.ctaPortalLabel,
    "The words of the button that leads to the client portal's sign-in.",
  ),
  ctaHomeHeading: pageText(
    "ctaBands",
    "Home page",
    "Home page's call-to-action heading",
    "Home page band heading",
    "Get Started",
    "The heading of the band at the foot of the Home page.",
  ),
  ctaHomeText: pageText(
    "ctaBands",
    "Home page",
    "Home page's call-to-action text",
    "Home page band text",
    "Send us a sample and your deadline. We reply within one business day with a plan and a fixed quote.",
    "The paragraph under that heading.",
    true,
  ),
  ctaServicesHeading: pageText(
    "ctaBands",
    "Services page",
    "Services page's call-to-action heading",
    "Services page band heading",
    "Ready to make your content accessible?",
    "The heading of the band at the foot of the Services page.",
  ),
  ctaServicesText: pageText(
    "ctaBands",
    "Services page",
    "Services page's call-to-action text",
    "Services page band text",
    CTA_BAND_TEXT,
    "The paragraph under that heading.",
    true,
  ),
  ctaAboutHeading: pageText(
    "ctaBands",
    "About page",
    "About page's call-to-action heading",
    "About page band heading",
    "Let's work together",
    "The heading of the band at the foot of the About page.",
  ),
  ctaAboutText: pageText(
    "ctaBands",
    "About page",
    "About page's call-to-action text",
    "About page band text",
    CTA_BAND_TEXT,
    "The paragraph under that heading.",
    true,
  ),
  ctaContactHeading: pageText(
    "ctaBands",
    "Contact page",
    "Contact page's call-to-action heading",
    "Contact page band heading",
    "Start your project",
    "The heading of the band at the foot of the Contact page.",
  ),
  ctaContactText: pageText(
    "ctaBands",
    "Contact page",
    "Contact page's call-to-action text",
    "Contact page band text",
    CTA_BAND_TEXT,
    "The paragraph under that heading.",
    true,
  ),
  ctaStandardsHeading: pageText(
    "ctaBands",
    "Standards page",
    "Standards page's call-to-action heading",
    "Standards page band heading",
    "Need help meeting these requirements?",
    "The heading of the band at the foot of the Standards page.",
  ),
  ctaStandardsText: pageText(
    "ctaBands",
    "Standards page",
    "Standards page's call-to-action text",
    "Standards page band text",
    CTA_BAND_TEXT,
    "The paragraph under that heading.",
    true,
  ),
  ctaFaqHeading: pageText(
    "ctaBands",
    "FAQ page",
    "FAQ page's call-to-action heading",
    "FAQ page band heading",
    "Still have questions?",
    "The heading of the band at the foot of the FAQ page.",
  ),
  ctaFaqText: pageText(
    "ctaBands",
    "FAQ page",
    "FAQ page's call-to-action text",
    "FAQ page band text",
    CTA_BAND_TEXT,
    "The paragraph under that heading.",
    true,
  ),
  salesEmail: {
    kind: "email",
    label: "sales e-mail",
    tab: "addresses",
    default: "sales@example.com",
    env: "VITE_SALES_EMAIL",
    purpose: "Shown in the footer and on the Contact page for quotes.",
  },
  supportEmail: {
    kind: "email",
    label: "support e-mail",
    tab: "addresses",
    default: "support@example.com",
    env: "VITE_SUPPORT_EMAIL",
    purpose: "Shown in the footer and on the Contact page for existing projects.",
  },
  adminContactEmail: {
    kind: "email",
    label: "administrator contact e-mail",
    tab: "addresses",
    default: "admin@example.com",
    env: "VITE_ADMIN_CONTACT_EMAIL",
    purpose: "Named on the sign-in page for staff who forgot their password.",
  },
  clientPortalUrl: {
    kind: "url",
    label: "client portal address",
    tab: "addresses",
    default: "https://portal.example.com/login",
    env: "VITE_CLIENT_PORTAL_URL",
    purpose: "Where the 'Client Portal' buttons lead (an https:// address).",
  },
  clientPortalContactUrl: {
    kind: "url",
    label: "client portal's quote request address",
    formLabel: "Client portal quote request address",
    tab: "addresses",
    default: "https://portal.example.com/contact",
    env: "VITE_CLIENT_PORTAL_CONTACT_URL",
    purpose: "Where quote links lead while they go to the portal (an https:// address).",
  },
  otherProject1Name: {
    kind: "name",
    label: "first other project's name",
    formLabel: "First project name",
    tab: "projects",
    default: "Accessible Math Project",
    env: "VITE_OTHER_PROJECT_1_NAME",
    purpose: "Listed under 'Other Projects' in the footer.",
  },
  otherProject1Url: {
    kind: "url",
    label: "first other project's address",
    formLabel: "First project address",
    tab: "projects",
    default: "https://math.example.com",
    env: "VITE_OTHER_PROJECT_1_URL",
    purpose: https,
  },
  otherProject2Name: {
    kind: "name",
    label: "second other project's name",
    formLabel: "Second project name",
    tab: "projects",
    default: "Reading Tools Project",
    env: "VITE_OTHER_PROJECT_2_NAME",
    purpose: "Listed under 'Other Projects' in the footer.",
  },
  otherProject2Url: {
    kind: "url",
    label: "second other project's address",
    formLabel: "Second project address",
    tab: "projects",
    default: "https://reading.example.com",
    env: "VITE_OTHER_PROJECT_2_URL",
    purpose: https,
  },
  epubReaderUrl: {
    kind: "url",
    label: "EPUB reader's home page",
    formLabel: "Reader home page",
    tab: "reader",
    default: "https://www.edrlab.org/software/thorium-reader/",
    env: "VITE_EPUB_READER_URL",
    purpose: "The 'About Thorium Reader' link.",
  },
  epubReaderWindowsStoreUrl: {
    kind: "url",
    label: "EPUB reader's Microsoft Store address",
    formLabel: "Windows: Microsoft Store",
    tab: "reader",
    default: "https://apps.microsoft.com/search?query=Thorium%20Reader",
    env: "VITE_EPUB_READER_WINDOWS_STORE_URL",
    purpose: https,
  },
  epubReaderWindowsUrl: {
    kind: "url",
    label: "EPUB reader's Windows installer address",
    formLabel: "Windows: direct install",
    tab: "reader",
    default: sameReaderRelease,
    env: "VITE_EPUB_READER_WINDOWS_URL",
    purpose: https,
  },
  epubReaderMacArmUrl: {
    kind: "url",
    label: "EPUB reader's Mac (Apple silicon) address",
    formLabel: "Mac: Apple Silicon",
    tab: "reader",
    default: sameReaderRelease,
    env: "VITE_EPUB_READER_MAC_ARM_URL",
    purpose: https,
  },
  epubReaderMacIntelUrl: {
    kind: "url",
    label: "EPUB reader's Mac (Intel) address",
    formLabel: "Mac: Intel",
    tab: "reader",
    default: sameReaderRelease,
    env: "VITE_EPUB_READER_MAC_INTEL_URL",
    purpose: https,
  },
  epubReaderFlathubUrl: {
    kind: "url",
    label: "EPUB reader's Flathub address",
    formLabel: "Linux: Flathub",
    tab: "reader",
    default: "https://flathub.org/apps/io.github.edrlab.thorium",
    env: "VITE_EPUB_READER_FLATHUB_URL",
    purpose: https,
  },
  epubReaderDebianUrl: {
    kind: "url",
    label: "EPUB reader's Debian/Ubuntu address",
    formLabel: "Linux: Debian package",
    tab: "reader",
    default: sameReaderRelease,
    env: "VITE_EPUB_READER_DEBIAN_URL",
    purpose: https,
  },
  awarenessDayUrl: {
    kind: "url",
    label: "Global Accessibility Awareness Day address",
    tab: "addresses",
    default: "https://accessibility.day/",
    env: "VITE_AWARENESS_DAY_URL",
    purpose: "The link of the WCAG Explorer's banner in May (an https:// address).",
  },
} as const satisfies Record<string, SettingDeclaration>;

type Registry = typeof settingRegistry;
export type SettingKey = keyof Registry;
/** The keys of the settings of one kind (or kinds). */
export type SettingKeyOfKind<Kind extends SettingKind> = {
  [Key in SettingKey]: Registry[Key]["kind"] extends Kind ? Key : never;
}[SettingKey];

export const settingKeys = Object.keys(settingRegistry) as SettingKey[];

/** A setting's declaration, read as the general shape (the optional parts are then visible). */
export const settingOf = (key: SettingKey): SettingDeclaration => settingRegistry[key];

export const isSiteTextKind = (kind: SettingKind): kind is SiteTextKind =>
  (siteTextKindNames as readonly SettingKind[]).includes(kind);

/** The keys of the settings of these kinds, in the registry's order. */
export const keysOfKind = <Kind extends SettingKind>(...kinds: Kind[]) =>
  settingKeys.filter((key) => (kinds as SettingKind[]).includes(settingRegistry[key].kind)) as SettingKeyOfKind<Kind>[];

/** The settings only administrators may read (see `private` above). */
export const privateSettingKeys = settingKeys.filter((key) => settingOf(key).private);
export const isPrivateSetting = (key: string) => (privateSettingKeys as string[]).includes(key);

/** The activity log's label with a capital letter ('Company name'), as a message or a field names the setting. */
export const capitalLabelOf = (key: SettingKey): string => {
  const { label } = settingOf(key);
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** The label a form gives the setting's field: its own, else the activity log's with a capital letter. */
export const formLabelOf = (key: SettingKey): string => settingOf(key).formLabel ?? capitalLabelOf(key);
