import type { DiffLine } from "@/lib/line-diff";

const LINE_STYLE: Record<DiffLine["kind"], { sign: string; spoken: string; className: string }> = {
  same: { sign: " ", spoken: "", className: "text-slate-700" },
  removed: { sign: "−", spoken: "Only in this revision: ", className: "bg-red-50 text-red-900" },
  added: { sign: "+", spoken: "Only in the current page: ", className: "bg-green-50 text-green-900" },
};

/** The content's HTML, line by line: what only this revision has (−) and what only the current page has (+). */
export function HtmlChanges({ id, lines }: { id: string; lines: DiffLine[] }) {
  return (
    <div id={id} className="grid gap-1">
      <p className="text-xs text-slate-700">
        Lines marked − are only in this revision; lines marked + are only in the current page.
      </p>
      {/* Scrolls on its own when long, so it is focusable for keyboard users to scroll it. */}
      <div
        role="region"
        aria-label="HTML changes"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so keys scroll it
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-md border border-slate-200 bg-white p-2 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <pre className="text-xs leading-5">
          <code>
            {lines.map((line, index) => {
              const style = LINE_STYLE[line.kind];
              return (
                <span key={index} className={`block whitespace-pre-wrap break-all ${style.className}`}>
                  <span aria-hidden="true" className="mr-2 select-none">
                    {style.sign}
                  </span>
                  {style.spoken && <span className="sr-only">{style.spoken}</span>}
                  {line.text}
                </span>
              );
            })}
          </code>
        </pre>
      </div>
    </div>
  );
}
