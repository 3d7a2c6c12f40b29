import type { WcagLevel } from "@/content/wcag";

export const LEVEL_OPTIONS: { level: WcagLevel; label: string }[] = [
  { level: "A", label: "Level A (Required)" },
  { level: "AA", label: "Level AA (Required)" },
  { level: "AAA", label: "Level AAA (Optional)" },
];

/** Three independent level checkboxes. */
export function LevelFilters({
  levels,
  onToggle,
}: {
  levels: ReadonlySet<WcagLevel>;
  onToggle: (level: WcagLevel) => void;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Conformance levels</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {LEVEL_OPTIONS.map(({ level, label }) => (
          <label key={level} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              checked={levels.has(level)}
              onChange={() => onToggle(level)}
              className="h-6 w-6 accent-blue-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
