import { Eye, Pencil, Trash2 } from "lucide-react";
import { DataTable } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { Tooltip } from "@/components/ui/tooltip";
import type { PageSummary } from "@shared/admin-lists";
import { isFooterLocked, type MenuPlace } from "@shared/page-links";
import { paths } from "@shared/paths";
import { formatInZone } from "@shared/time-zone";
import { useSiteTimeZone } from "../api/use-site-time-zone";

interface PagesTableProps {
  pages: PageSummary[];
  /** Names the table for screen readers, with the page of the list it shows. */
  caption: string;
  onEdit: (page: PageSummary) => void;
  onDelete: (page: PageSummary) => void;
}

const MENU_NAMES: Record<MenuPlace, string> = { header: "header", footer: "footer" };

/** Which menus link to the page, and for a legal page the footer links to, what that rules out. */
const linkNote = (page: PageSummary) =>
  isFooterLocked(page)
    ? "In the footer menu: cannot be deleted, unpublished or moved"
    : page.linkedFrom.length
      ? `In the ${page.linkedFrom.map((place) => MENU_NAMES[place]).join(" and ")} menu`
      : "";

/**
 * The page's status as the list says it, in words (never by colour alone): a draft waiting for its time says when
 * it goes live, and a published page with a take-down time says when it comes off, both in the site's time zone.
 */
function statusOf(page: PageSummary, zone: string): { label: string; tone: "live" | "draft" | "scheduled" } {
  if (page.isPublished) {
    return page.unpublishAt
      ? { label: `Goes down · ${formatInZone(page.unpublishAt, zone)}`, tone: "live" }
      : { label: "Published", tone: "live" };
  }
  if (page.publishAt) return { label: `Scheduled · ${formatInZone(page.publishAt, zone)}`, tone: "scheduled" };
  return { label: "Draft", tone: "draft" };
}

const TONES = {
  live: "bg-green-100 text-green-900",
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-blue-100 text-blue-950",
};

export function PagesTable({ pages, caption, onEdit, onDelete }: PagesTableProps) {
  const timeZone = useSiteTimeZone();
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: "Title" },
        { label: "Slug" },
        { label: "Status", hideBelow: "sm" },
        { label: "Actions", alignRight: true },
      ]}
    >
      {pages.map((page) => {
        const note = linkNote(page);
        const status = statusOf(page, timeZone);
        const noteId = `page-${page.id}-links`;
        return (
          <tr key={page.id} className={page.isPublished ? "" : "bg-slate-100 text-slate-600"}>
            <th
              scope="row"
              className={`px-4 py-3 font-medium ${page.isPublished ? "text-slate-900" : "text-slate-600 italic"}`}
            >
              {page.title}
              {!page.isPublished && <span className="sr-only"> ({page.publishAt ? "draft, scheduled" : "draft"})</span>}
              {note && (
                <span id={noteId} className="mt-1 block text-xs font-normal text-slate-700 not-italic">
                  {note}
                </span>
              )}
            </th>
            <td className="px-4 py-3 font-mono text-xs break-all">{paths.contentPage(page.slug)}</td>
            <td className="hidden px-4 py-3 sm:table-cell">
              <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status.tone]}`}>
                {status.label}
              </span>
            </td>
            <td className="px-4 py-2">
              <div className="flex justify-end gap-1">
                <IconButton label={`Edit ${page.title}`} icon={Pencil} onClick={() => onEdit(page)} />
                {/* Opens the public address; a draft shows there too, to administrators only, under a banner. */}
                <Tooltip content="Preview (opens in a new tab)">
                  <a
                    href={paths.contentPage(page.slug)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Preview ${page.title} (opens in a new tab)`}
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <Eye aria-hidden="true" className="h-4 w-4" />
                  </a>
                </Tooltip>
                {/* A legal page the footer links to cannot be deleted; the note under its title says why. */}
                <IconButton
                  label={`Delete ${page.title}`}
                  icon={Trash2}
                  tone="danger"
                  disabled={isFooterLocked(page)}
                  aria-describedby={note ? noteId : undefined}
                  onClick={() => onDelete(page)}
                />
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
