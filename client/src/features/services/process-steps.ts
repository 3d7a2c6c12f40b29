// The four steps every service page shows under "Our Process": how the company works, the same for every service.
import type { Step } from "@/components/ui/numbered-steps";

/** The fixed four-step process shown on every service detail page. */
export const processSteps: readonly Step[] = [
  {
    title: "Assessment",
    description:
      "We review your content, goals and deadlines, identify the applicable standards and agree on scope, pricing and turnaround.",
  },
  {
    title: "Implementation",
    description:
      "Our specialists convert or remediate your content following documented workflows and the relevant accessibility standards.",
  },
  {
    title: "Testing & Verification",
    description:
      "Every deliverable is validated with automated checkers and tested manually with screen readers and other assistive technologies.",
  },
  {
    title: "Delivery & Support",
    description:
      "We deliver the finished files with a conformance report and remain available to answer questions and make any revisions.",
  },
];
