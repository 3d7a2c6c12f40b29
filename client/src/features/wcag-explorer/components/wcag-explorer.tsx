import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { filterPrinciple, wcagPrinciples, type WcagLevel } from "@/content/wcag";
import { CriterionItem } from "./criterion-item";
import { LevelFilters } from "./level-filters";

/**
 * Principle tabs, level filters and the filtered criteria. The criteria are part of the page, which scrolls as one:
 * a box scrolling inside it showed two criteria of a list of 29 and cut off above the footer on phones.
 */
export function WcagExplorer() {
  const [levels, setLevels] = useState<ReadonlySet<WcagLevel>>(() => new Set<WcagLevel>(["A", "AA", "AAA"]));
  const toggle = (level: WcagLevel) =>
    setLevels((current) => {
      const next = new Set(current);
      if (next.has(level)) next.delete(level);
      else next.add(level);
      return next;
    });

  return (
    <div className="space-y-6">
      <LevelFilters levels={levels} onToggle={toggle} />
      <Tabs defaultValue={wcagPrinciples[0]!.id} orientation="vertical" className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <TabsList aria-label="WCAG principles" className="h-fit w-full">
          {wcagPrinciples.map((principle) => (
            <TabsTrigger key={principle.id} value={principle.id}>
              {principle.number}. {principle.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {wcagPrinciples.map((principle) => {
          const guidelines = filterPrinciple(principle, levels);
          const count = guidelines.reduce((sum, g) => sum + g.criteria.length, 0);
          return (
            <TabsContent
              key={principle.id}
              value={principle.id}
              className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
            >
              <h2 className="text-2xl font-bold text-slate-900">
                {principle.number}. {principle.name}
              </h2>
              <p className="mt-1 text-slate-700">{principle.description}</p>
              <p className="mt-3 text-sm font-medium text-slate-700" aria-live="polite">
                {count === 1 ? "1 success criterion shown" : `${count} success criteria shown`}
              </p>
              {guidelines.length === 0 && (
                <p className="mt-4 rounded-md bg-white p-4 text-slate-800">
                  Select at least one level to see success criteria.
                </p>
              )}
              {guidelines.map((guideline) => (
                <section key={guideline.id} aria-labelledby={`guideline-${guideline.id}`} className="mt-6">
                  <h3 id={`guideline-${guideline.id}`} className="text-lg font-semibold text-slate-900">
                    Guideline {guideline.number} {guideline.name}
                  </h3>
                  <p className="text-sm text-slate-700">{guideline.description}</p>
                  <ul className="mt-3 space-y-3">
                    {guideline.criteria.map((criterion) => (
                      <CriterionItem key={criterion.id} criterion={criterion} />
                    ))}
                  </ul>
                </section>
              ))}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
