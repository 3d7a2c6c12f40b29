export interface NumberedStep {
  title: string;
  text: string;
}

/**
 * An ordered list of steps, each with its number in a circle, a title and a sentence. The number is drawn for the
 * eye only: the list itself tells a screen reader each step's position.
 */
export function NumberedSteps({ steps, large = false }: { steps: readonly NumberedStep[]; large?: boolean }) {
  const circle = large ? "h-10 w-10 bg-blue-800 font-bold" : "h-8 w-8 bg-blue-700 font-semibold";
  return (
    <ol className="mt-4 space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className={large ? "flex gap-4" : "flex gap-3"}>
          <span
            aria-hidden="true"
            className={`flex shrink-0 items-center justify-center rounded-full text-white ${circle}`}
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
  );
}
