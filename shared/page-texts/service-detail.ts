// A service page's words that are the same for every service, as it ships them: the four steps under "Our
// Process" and the sidebar's band. Only the service page imports this (the settings registry repeats each default).
export const serviceDetailTexts = {
  serviceProcessHeading: "Our Process",
  serviceStep1Title: "Assessment",
  serviceStep1Text:
    "We review your content, goals and deadlines, identify the applicable standards and agree on scope, pricing " +
    "and turnaround.",
  serviceStep2Title: "Implementation",
  serviceStep2Text:
    "Our specialists convert or remediate your content following documented workflows and the relevant " +
    "accessibility standards.",
  serviceStep3Title: "Testing & Verification",
  serviceStep3Text:
    "Every deliverable is validated with automated checkers and tested manually with screen readers and other " +
    "assistive technologies.",
  serviceStep4Title: "Delivery & Support",
  serviceStep4Text:
    "We deliver the finished files with a conformance report and remain available to answer questions and make " +
    "any revisions.",
  serviceSidebarHeading: "Get Started Today",
  serviceSidebarText: "Send us a sample file and we will quote within one business day.",
  serviceSidebarButton: "Request a Quote",
} as const;
