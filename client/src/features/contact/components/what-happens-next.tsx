import { NumberedSteps, type Step } from "@/components/ui/numbered-steps";

const STEPS: readonly Step[] = [
  { title: "We read your request", description: "A specialist reads it within one business day." },
  {
    title: "We reply with a plan",
    description:
      "You get the approach we propose, a quote and a turnaround time by e-mail, with any questions we have.",
  },
  {
    title: "Your project starts",
    description:
      "Once you accept, we agree on the files and a schedule. Clients follow their projects on the client portal.",
  },
];

/** What follows a quote request, beside the form on the Contact page. */
export function WhatHappensNext() {
  return (
    <section aria-labelledby="what-happens-next-title">
      <h2 id="what-happens-next-title" className="text-2xl font-bold text-slate-900">
        What happens next
      </h2>
      <NumberedSteps steps={STEPS} className="mt-4" />
    </section>
  );
}
