import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { diffLines, htmlLines } from "@/lib/line-diff";
import { diffText } from "@/lib/text-diff";
import type { Page, PageRevision } from "@shared/schema";
import { usePageRevision } from "../api/page-revisions";
import { HtmlChanges } from "./html-changes";
import { WordChanges } from "./word-changes";

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

/**
 * What differs between one revision and the page as it is now: changed fields, then the words of the content that
 * changed, with the HTML line by line one click away.
 */
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
  const [showHtml, setShowHtml] = useState(false);
  const htmlId = useId();
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
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-slate-900">Content</p>
        {contentChanged ? (
          <>
            <WordChanges paragraphs={diffText(revision.content, current.content)} />
            <div>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={showHtml}
                aria-controls={showHtml ? htmlId : undefined}
                onClick={() => setShowHtml((shown) => !shown)}
              >
                {showHtml ? "Hide HTML changes" : "Show HTML changes"}
              </Button>
            </div>
            {showHtml && <HtmlChanges id={htmlId} lines={lines} />}
          </>
        ) : (
          <p className="text-sm text-slate-700">The content is the same.</p>
        )}
      </div>
    </div>
  );
}
