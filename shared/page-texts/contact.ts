// The Contact page's call-to-action band as it ships it. Only that page imports this; the settings registry
// repeats each default.
import { CTA_BAND_TEXT } from "./cta";

export const contactTexts = {
  ctaContactHeading: "Start your project",
  ctaContactText: CTA_BAND_TEXT,
} as const;
