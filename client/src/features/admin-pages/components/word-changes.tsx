import type { ParagraphDiff } from "@/lib/text-diff";

/**
 * The paragraphs whose words differ, as a reader sees them: words only in this revision struck through in red,
 * words only in the current page underlined in green (each also said in words, for screen readers and for anyone
 * who cannot tell the colours apart). Unchanged paragraphs are left out; how many is said.
 */
export function WordChanges({ paragraphs }: { paragraphs: ParagraphDiff[] }) {
  const changed = paragraphs.filter((paragraph) => paragraph.kind === "changed");
  const unchanged = paragraphs.length - changed.length;
  if (!changed.length) {
    return <p className="text-sm text-slate-700">The words are the same; only the HTML around them changed.</p>;
  }
  return (
    <div className="grid gap-2">
      <p className="text-xs text-slate-700">
        Struck-through words are only in this revision; underlined words are only in the current page.
        {unchanged > 0 && ` ${unchanged} unchanged ${unchanged === 1 ? "paragraph is" : "paragraphs are"} not shown.`}
      </p>
      <ul aria-label="Changed paragraphs" className="grid gap-2">
        {changed.map((paragraph, index) => (
          <li key={index} className="rounded-md border border-slate-200 bg-white p-2 text-sm leading-6 text-slate-900">
            {paragraph.parts.map((part, at) =>
              part.kind === "removed" ? (
                <del key={at} className="bg-red-50 text-red-900 decoration-2">
                  <span className="sr-only">[removed: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </del>
              ) : part.kind === "added" ? (
                <ins key={at} className="bg-green-50 text-green-900 decoration-2 underline-offset-2">
                  <span className="sr-only">[added: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </ins>
              ) : (
                <span key={at}>{part.text}</span>
              ),
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
