// The FAQ page's call-to-action band as it ships it. Only that page imports this; the settings registry
// repeats each default.
import { CTA_BAND_TEXT } from "./cta";

export const faqTexts = {
  ctaFaqHeading: "Still have questions?",
  ctaFaqText: CTA_BAND_TEXT,
} as const;
