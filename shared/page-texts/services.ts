// The Services list page's call-to-action band as it ships it. Only that page imports this; the settings registry
// repeats each default.
import { CTA_BAND_TEXT } from "./cta";

export const servicesTexts = {
  ctaServicesHeading: "Ready to make your content accessible?",
  ctaServicesText: CTA_BAND_TEXT,
} as const;
