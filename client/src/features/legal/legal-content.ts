export type LegalKind = "privacy" | "terms" | "accessibility";

type LegalSection = { heading: string; text: string };

// A short, honest outline of each legal page for the company to review; titles and descriptions are in
// the shared route metadata.
export const legalContent: Record<LegalKind, LegalSection[]> = {
  privacy: [
    {
      heading: "What we collect",
      text: "This website does not use advertising or tracking cookies. Our server keeps standard access logs for security. Quote requests and project files are handled on our client portal under its own policy.",
    },
    {
      heading: "Your rights",
      text: "You can ask us what personal information we hold about you and ask us to correct or delete it by writing to the contact addresses in the footer.",
    },
  ],
  terms: [
    {
      heading: "Use of this website",
      text: "The information on this website is provided for general guidance about accessibility and our services. It is not legal advice.",
    },
    {
      heading: "Projects",
      text: "Every project is governed by the written quote and agreement issued through our client portal.",
    },
  ],
  accessibility: [
    {
      heading: "Our goal",
      text: "We aim for this website to conform to WCAG 2.2 Level AA. It is tested with automated checks on every change and by hand with keyboards, screen readers and zoom.",
    },
    {
      heading: "Feedback",
      text: "If anything on this website is hard to use, please tell us using the contact addresses in the footer; we will respond within two business days.",
    },
  ],
};
