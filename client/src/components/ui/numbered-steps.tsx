/** One step of a process: a short title and a sentence or two. */
export interface Step {
  title: string;
  description: string;
}

/**
 * Steps in order, each with its number in a circle beside its title. The list is an ordered one, so a screen
 * reader says the numbers itself; the drawn ones are hidden from it.
 */
export function NumberedSteps({ steps, className = "" }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={`space-y-4 ${className}`}>
      {steps.map((step, index) => (
        <li key={index} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-800 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            <p className="whitespace-pre-line text-slate-700">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
