const STEPS = [
  { title: "We read your request", text: "A specialist reads it within one business day." },
  {
    title: "We reply with a plan",
    text: "You get the approach we propose, a quote and a turnaround time by e-mail, with any questions we have.",
  },
  {
    title: "Your project starts",
    text: "Once you accept, we agree on the files and a schedule. Clients follow their projects on the client portal.",
  },
];

/** What follows a quote request, beside the form on the Contact page. */
export function WhatHappensNext() {
  return (
    <section aria-labelledby="what-happens-next-title">
      <h2 id="what-happens-next-title" className="text-2xl font-bold text-slate-900">
        What happens next
      </h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-700 font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
