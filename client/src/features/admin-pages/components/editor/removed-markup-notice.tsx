import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { sanitizeHtmlWithReport } from "@/lib/sanitize-html";

/** How long typing must pause before the notice follows the content, so that half-typed tags are not announced. */
export const NOTICE_DELAY_MS = 600;

/**
 * Tells the administrator, before saving, which parts of the content the public site leaves out (an embedded video,
 * a form, inline styles), in either view. The saved HTML keeps them; visitors get the page without them. The list
 * sits in a polite live region, so a change is announced once typing pauses, without moving focus.
 */
export default function RemovedMarkupNotice({ html }: { html: string }) {
  const [removed, setRemoved] = useState<string[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = sanitizeHtmlWithReport(html).removed;
      // The same list again leaves the region alone, so nothing is announced twice.
      setRemoved((current) => (current.join("\n") === next.join("\n") ? current : next));
    }, NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [html]);

  return (
    <div role="status">
      {removed.length > 0 && (
        <div className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          <div>
            <p className="font-medium text-slate-900">Visitors will not get these parts of your HTML:</p>
            <ul className="mt-1 list-disc pl-5">
              {removed.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
            <p className="mt-1">The public site leaves them out for safety; the rest of the page shows as written.</p>
          </div>
        </div>
      )}
    </div>
  );
}
