// What the public website needs to know about the site texts (settings-registry.ts declares them) and the settings
// that decide where quote links lead and whether example testimonials show. Kept small, free of zod and of the
// registry (which imports this, not the other way round): the website's first load imports it.
import type { SiteTextKey } from "./site-text-kinds";

/** The placeholders of the home page's texts and the footer's, by name, for the registry to declare them with. */
export const pageTextDefaults = {
  homeHeroHeading: "Ready to make your content accessible?",
  homeHeroText:
    "We convert, remediate and audit textbooks, PDFs, e-books, websites and videos so that every reader, " +
    "including people with disabilities, can use them, and so that you meet the laws that require it.",
  footerBlurb:
    "We convert, remediate and audit documents, e-books, websites and media so that everyone, including people " +
    "with disabilities, can read and use them.",
};

/** Today's texts, which the website shows until the server's settings arrive (addresses it leaves out instead). */
export const defaultTexts: Partial<Record<SiteTextKey, string>> = pageTextDefaults;

/** Where 'Request a Quote', 'Get in Touch' and 'Contact Us' lead: the external client portal, or /contact. */
export const quoteLinksTargets = ["portal", "form"] as const;
export type QuoteLinksTarget = (typeof quoteLinksTargets)[number];

/** The form only when chosen and while the Contact page shows it; the portal otherwise, and while nothing is stored. */
export const effectiveQuoteLinksTarget = (
  value: string | null | undefined,
  quoteFormEnabled: string | null | undefined,
): QuoteLinksTarget => (value === "form" && quoteFormEnabled !== "false" ? "form" : "portal");

/** Whether the home page shows its two example testimonials while there are none: on unless turned off. */
export const areExampleTestimonialsEnabled = (value: string | null | undefined) => value !== "false";

/** Whether the footer lists the other projects: on unless turned off (an empty name or address only hides that one). */
export const areOtherProjectsEnabled = (value: string | null | undefined) => value !== "false";
