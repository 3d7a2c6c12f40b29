// The home page's words below its first screen, as it ships them (see home-hero.ts for the first screen's). Only
// the home page's lazily loaded part imports this (the settings registry repeats each default).

/** The four "Learn about accessibility" cards, each a title, a sentence and its link's words. */
export const homeSectionTexts = {
  homeClientsHeading: "Globally trusted by leading publishers and content creators",
  homeServicesHeading: "Our Services",
  homeServicesText: "Conversion, remediation and auditing for every format your readers use.",
  homeTestimonialsHeading: "What People Say About Us",
  homeLearnHeading: "Learn about accessibility",
  homeLearn1Title: "Accessibility Standards",
  homeLearn1Text:
    "ADA, Section 508, IDEA, the European Accessibility Act, AODA and WCAG: what each law asks of your content.",
  homeLearn1Link: "Read about the standards",
  homeLearn2Title: "WCAG 2.2 Explorer",
  homeLearn2Text: "Browse all 86 WCAG 2.2 success criteria by principle and filter them by conformance level.",
  homeLearn2Link: "Open the WCAG explorer",
  homeLearn3Title: "Frequently Asked Questions",
  homeLearn3Text: "Turnaround times, file formats, pricing questions and how our quality checks work.",
  homeLearn3Link: "Read the FAQ",
  homeLearn4Title: "About Us",
  homeLearn4Text: "Accessibility specialists, subject experts and assistive technology users who check every file.",
  homeLearn4Link: "Meet our team",
  ctaHomeHeading: "Get Started",
  ctaHomeText: "Send us a sample and your deadline. We reply within one business day with a plan and a fixed quote.",
} as const;
