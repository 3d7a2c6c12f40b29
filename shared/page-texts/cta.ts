// What every call-to-action band shares: the words of its two buttons, and the paragraph most bands show under
// their heading. The bands themselves and each page's own heading and paragraph are in that page's defaults.
export const ctaButtonTexts = {
  ctaQuoteLabel: "Request a Quote",
  ctaPortalLabel: "Client Portal",
} as const;

/** The paragraph of the full-width bands at the foot of the Services, About, Contact, Standards and FAQ pages. */
export const CTA_BAND_TEXT =
  "Tell us about your project and we will reply within one business day with a plan, a quote and a turnaround " +
  "time. Existing clients can sign in to track projects and download files.";
