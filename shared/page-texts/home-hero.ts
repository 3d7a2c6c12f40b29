// The home page's first screen's own words, as it ships them: what shows while an administrator has not changed
// them in Site Settings (Home Page tab). The hero imports this, so only the first screen's code carries it; the
// settings registry repeats each default.
export const homeHeroTexts = {
  homeEyebrow: "Digital accessibility services",
  homeChecklist1: "WCAG 2.2 AA and PDF/UA conformance",
  homeChecklist2: "Tested with real assistive technology",
  homeChecklist3: "Section 508, ADA, EAA and AODA ready",
} as const;
