// The About page's words as it ships them. Only that page imports this; the settings registry repeats each default.
import { CTA_BAND_TEXT } from "./cta";

export const aboutTexts = {
  aboutIntro:
    "Accessibility specialists, subject experts and assistive technology users, working together since day one.",
  aboutMissionHeading: "Our Mission",
  aboutMissionText:
    "Every reader deserves equal access to information. We make textbooks, documents, e-books, websites and " +
    "videos accessible to people with disabilities, and help the publishers, schools and public bodies that " +
    "produce them meet the laws that require it.",
  aboutHighlightsHeading: "What we bring",
  aboutHighlight1Title: "Expert Team",
  aboutHighlight1Text: "Accessibility specialists, subject experts and assistive technology users.",
  aboutHighlight2Title: "Comprehensive Solutions",
  aboutHighlight2Text: "From NIMAS XML to web audits and VPATs, one partner for every format.",
  aboutHighlight3Title: "Client-Focused",
  aboutHighlight3Text: "Clear quotes, agreed deadlines and a named contact for every project.",
  aboutHighlight4Title: "Continuous Improvement",
  aboutHighlight4Text: "We track every new standard and refine our workflows as they evolve.",
  aboutReasonsHeading: "Why Choose Us",
  aboutReason1Title: "Certified Experts",
  aboutReason1Text: "Our reviewers hold recognised accessibility certifications.",
  aboutReason2Title: "Quick Turnaround",
  aboutReason2Text: "Most projects are delivered within days, with rush service available.",
  aboutReason3Title: "Dedicated Support",
  aboutReason3Text: "We answer questions and revise files after delivery.",
  aboutReason4Title: "Competitive Pricing",
  aboutReason4Text: "Fixed quotes up front, with volume pricing for large catalogues.",
  aboutWorkWithUs: "Work With Us",
  ctaAboutHeading: "Let's work together",
  ctaAboutText: CTA_BAND_TEXT,
} as const;
