import { CircleCheck, TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner16 } from "@/components/ui/spinner-inline";
import type { ContentProblem, ProblemLocation } from "./content-checks";
import { checkPageContent, loadAxe } from "./run-check";

/** How long typing must pause before the content is checked again. */
export const CHECK_DELAY_MS = 600;

type CheckState = { status: "checking" } | { status: "done"; problems: ContentProblem[] } | { status: "failed" };

export const problemCountText = (count: number) =>
  count === 0
    ? "No accessibility problems found"
    : count === 1
      ? "1 accessibility problem"
      : `${count} accessibility problems`;

interface A11yCheckPanelProps {
  html: string;
  onShow: (location: ProblemLocation | null) => void;
}

/**
 * The content checked as visitors will get it, again shortly after each change: each problem in plain words, with a
 * Show button that takes the cursor to it in the editor. The count is announced politely when it changes.
 */
export default function A11yCheckPanel({ html, onShow }: A11yCheckPanelProps) {
  const headingId = useId();
  // The last result and the content it is about: while newer content is being checked, earlier problems stay in
  // view (rather than flickering away at each key press), and a failure shows as checking again.
  const [result, setResult] = useState<{ html: string; state: CheckState } | null>(null);
  const state: CheckState =
    result && (result.state.status === "done" || result.html === html) ? result.state : { status: "checking" };

  // Fetch axe as soon as the panel shows, so the first check does not wait for the download.
  useEffect(() => void loadAxe().catch(() => undefined), []);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      checkPageContent(html).then(
        (problems) => current && setResult({ html, state: { status: "done", problems } }),
        () => current && setResult({ html, state: { status: "failed" } }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [html]);

  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Accessibility check
      </h3>
      <div role="status" className="mt-1 flex items-center gap-2 text-slate-700">
        {state.status === "checking" && (
          <>
            <Spinner16 /> Checking the content...
          </>
        )}
        {state.status === "failed" && "The check could not run. Save works as usual; try editing again to re-run it."}
        {state.status === "done" && (
          <>
            {state.problems.length === 0 ? (
              <CircleCheck aria-hidden="true" className="h-4 w-4 text-green-700" />
            ) : (
              <TriangleAlert aria-hidden="true" className="h-4 w-4 text-amber-700" />
            )}
            {problemCountText(state.problems.length)}
          </>
        )}
      </div>
      {state.status === "done" && state.problems.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {state.problems.map((problem) => (
            <li
              key={problem.id}
              className="flex items-start justify-between gap-3 rounded border border-slate-200 bg-white p-2"
            >
              <span className="text-slate-800">{problem.message}</span>
              {problem.location && (
                <Button variant="outline" size="sm" onClick={() => onShow(problem.location)} className="shrink-0">
                  Show<span className="sr-only"> where: {problem.message}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
