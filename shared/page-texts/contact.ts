// The Contact page's call-to-action band as it ships it; only that page (and the settings registry) imports this.
import { CTA_BAND_TEXT } from "./cta";

export const contactTexts = {
  ctaContactHeading: "Start your project",
  ctaContactText: CTA_BAND_TEXT,
} as const;
