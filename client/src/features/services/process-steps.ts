// The four steps every service page shows under "Our Process": how the company works, the same for every service.

import type { NumberedStep } from "@/components/ui/numbered-steps";

/** The fixed four-step process shown on every service detail page. */
export const processSteps: readonly NumberedStep[] = [
  {
    title: "Assessment",
    text: "We review your content, goals and deadlines, identify the applicable standards and agree on scope, pricing and turnaround.",
  },
  {
    title: "Implementation",
    text: "Our specialists convert or remediate your content following documented workflows and the relevant accessibility standards.",
  },
  {
    title: "Testing & Verification",
    text: "Every deliverable is validated with automated checkers and tested manually with screen readers and other assistive technologies.",
  },
  {
    title: "Delivery & Support",
    text: "We deliver the finished files with a conformance report and remain available to answer questions and make any revisions.",
  },
];
