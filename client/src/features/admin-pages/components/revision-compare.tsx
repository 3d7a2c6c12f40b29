import type { Page, PageRevision } from "@shared/schema";
import { Spinner } from "@/components/ui/spinner";
import { diffLines, htmlLines, type DiffLine } from "@/lib/line-diff";
import { usePageRevision } from "../api/page-revisions";

type Compared = Pick<Page, "title" | "slug" | "metaTitle" | "metaDescription" | "isPublished" | "content">;

const FIELDS: Array<{ label: string; show: (p: Compared) => string }> = [
  { label: "Page Title", show: (p) => p.title },
  { label: "URL Slug", show: (p) => `/page/${p.slug}` },
  { label: "Meta Title", show: (p) => p.metaTitle || "(empty)" },
  { label: "Meta Description", show: (p) => p.metaDescription || "(empty)" },
  { label: "Status", show: (p) => (p.isPublished ? "Published" : "Draft") },
];

/** The fields whose shown value differs between the revision and the current page. */
export function changedFields(revision: Compared, current: Compared) {
  return FIELDS.map(({ label, show }) => ({ label, revision: show(revision), current: show(current) })).filter(
    (field) => field.revision !== field.current,
  );
}

const LINE_STYLE: Record<DiffLine["kind"], { sign: string; spoken: string; className: string }> = {
  same: { sign: " ", spoken: "", className: "text-slate-700" },
  removed: { sign: "−", spoken: "Only in this revision: ", className: "bg-red-50 text-red-900" },
  added: { sign: "+", spoken: "Only in the current page: ", className: "bg-green-50 text-green-900" },
};

/** What differs between one revision and the page as it is now: changed fields, then the content line by line. */
export function RevisionCompare({
  pageId,
  revisionId,
  current,
}: {
  pageId: number;
  revisionId: number;
  current: Compared;
}) {
  const { data: revision, isLoading, error } = usePageRevision(pageId, revisionId);
  if (isLoading) return <Spinner label="Loading revision" className="p-2" />;
  if (error || !revision) {
    return <p className="text-sm text-red-700">Could not load this revision: {error?.message ?? "not found"}</p>;
  }
  return <Comparison revision={revision} current={current} />;
}

function Comparison({ revision, current }: { revision: PageRevision; current: Compared }) {
  const fields = changedFields(revision, current);
  const lines = diffLines(htmlLines(revision.content), htmlLines(current.content));
  const contentChanged = lines.some((line) => line.kind !== "same");
  if (!fields.length && !contentChanged) {
    return <p className="text-sm text-slate-700">This revision is the same as the current page.</p>;
  }
  return (
    <div className="grid gap-3">
      {fields.length > 0 && (
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="mb-1 text-left font-semibold text-slate-900">Fields that differ</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                This revision
              </th>
              <th scope="col" className="py-1 font-medium">
                Current page
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.label} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-1 pr-2 font-medium text-slate-900">
                  {field.label}
                </th>
                <td className="py-1 pr-2 break-words text-slate-900">{field.revision}</td>
                <td className="py-1 break-words text-slate-900">{field.current}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div>
        <p className="text-sm font-semibold text-slate-900">Content</p>
        {contentChanged ? (
          <>
            <p className="text-xs text-slate-700">
              Lines marked − are only in this revision; lines marked + are only in the current page.
            </p>
            {/* Scrolls on its own when long, so it is focusable for keyboard users to scroll it. */}
            <div
              role="region"
              aria-label="Content changes"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so keys scroll it
              tabIndex={0}
              className="mt-1 max-h-72 overflow-auto rounded-md border border-slate-200 bg-white p-2 focus-visible:outline-2 focus-visible:outline-blue-700"
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
          </>
        ) : (
          <p className="text-sm text-slate-700">The content is the same.</p>
        )}
      </div>
    </div>
  );
}
