// The Standards page's call-to-action band as it ships it; only that page (and the settings registry) imports this.
import { CTA_BAND_TEXT } from "./cta";

export const standardsTexts = {
  ctaStandardsHeading: "Need help meeting these requirements?",
  ctaStandardsText: CTA_BAND_TEXT,
} as const;
