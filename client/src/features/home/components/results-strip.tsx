import { useSiteSettings } from "@/lib/site-settings";

/** The results' settings, figure and label, in the strip's order. */
const RESULT_KEYS = [
  ["homeResult1Value", "homeResult1Label"],
  ["homeResult2Value", "homeResult2Label"],
  ["homeResult3Value", "homeResult3Label"],
  ["homeResult4Value", "homeResult4Label"],
] as const;

/**
 * The figures administrators gave under the hero (Site Settings, Home Page tab), such as "12,000" / "titles
 * remediated". Empty by default: a result shows once it has a figure or a label, and the strip is left out
 * entirely while none has either, so the site never shows figures the company did not give.
 */
export function ResultsStrip() {
  const { settings } = useSiteSettings();
  const results = RESULT_KEYS.map(([value, label]) => ({
    value: settings[value]?.trim() ?? "",
    label: settings[label]?.trim() ?? "",
  })).filter((result) => result.value || result.label);
  if (!results.length) return null;
  // A list, so a screen reader announces how many there are; each item reads as one phrase ("12,000 titles
  // remediated"), the figure first as it is drawn.
  return (
    <div className="border-b border-slate-200 bg-white">
      <ul
        className={`mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:px-8 ${results.length >= 3 ? "md:grid-cols-4" : ""}`}
      >
        {results.map((result, index) => (
          <li key={index} className="min-w-0 border-l-4 border-blue-700 pl-4">
            {result.value && (
              <span className="block text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
                {result.value}
              </span>
            )}
            {result.label && <span className="mt-1 block text-base text-slate-700">{result.label}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
