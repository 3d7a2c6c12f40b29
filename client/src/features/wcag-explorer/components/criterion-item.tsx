import { ExternalLink } from "@/components/ui/external-link";
import type { WcagCriterion } from "@/content/wcag";

const BADGE: Record<WcagCriterion["level"], string> = {
  A: "bg-emerald-100 text-emerald-900",
  AA: "bg-blue-100 text-blue-900",
  AAA: "bg-purple-100 text-purple-900",
};

/** One success criterion; 4.1.1 is shown as obsolete rather than as a criterion to meet. */
export function CriterionItem({ criterion }: { criterion: WcagCriterion }) {
  const { obsolete } = criterion;
  return (
    <li
      className={`rounded-lg border p-4 ${obsolete ? "border-dashed border-slate-300 bg-slate-50" : "border-slate-200 bg-white"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {obsolete ? (
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800">Obsolete</span>
        ) : (
          <span className={`rounded px-2 py-0.5 text-xs font-bold ${BADGE[criterion.level]}`}>
            <span className="sr-only">Level </span>
            {criterion.level}
          </span>
        )}
        <h4 className={`font-semibold ${obsolete ? "text-slate-700 line-through" : "text-slate-900"}`}>
          {criterion.number} {criterion.name}
        </h4>
      </div>
      <p className="mt-2 text-slate-700">{criterion.description}</p>
      <ExternalLink
        href={criterion.understandingUrl}
        className="mt-2 inline-flex min-h-6 items-center font-semibold text-blue-800 underline-offset-4 hover:underline"
      >
        Learn More
        <span className="sr-only">
          {" "}
          about {criterion.number} {criterion.name}
        </span>
      </ExternalLink>
    </li>
  );
}
