import { Pencil, Trash2 } from "lucide-react";
import { DataTable } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { formatDateTime, formatTimeAgo } from "@/lib/format";
import { redirectStatusLabels, type Redirect, type RedirectStatusCode } from "@shared/schema";

/** A moment as words ("3 days ago"), with the exact time for a screen reader and on hover. */
export function TimeAgo({ at }: { at: Date | string }) {
  const exact = formatDateTime(at);
  return (
    <time dateTime={new Date(at).toISOString()} title={exact}>
      {formatTimeAgo(at)}
      <span className="sr-only">{`, ${exact}`}</span>
    </time>
  );
}

interface RedirectsTableProps {
  redirects: Redirect[];
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
}

/** The rules, by old address, with how often each was followed. */
export function RedirectsTable({ redirects, onEdit, onDelete }: RedirectsTableProps) {
  return (
    <DataTable
      caption="Redirect rules, by old address"
      columns={[
        { label: "Old address" },
        { label: "New address" },
        { label: "Kind", hideBelow: "md" },
        { label: "Note", hideBelow: "lg" },
        { label: "Hits", hideBelow: "sm", alignRight: true },
        { label: "Last hit", hideBelow: "md" },
        { label: "Actions", alignRight: true },
      ]}
    >
      {redirects.map((redirect) => (
        <tr key={redirect.id}>
          <th scope="row" className="px-4 py-3 font-medium break-all text-slate-900">
            {redirect.fromPath}
          </th>
          <td className="px-4 py-3 break-all text-slate-700">{redirect.toPath}</td>
          <td className="hidden px-4 py-3 text-slate-700 md:table-cell">
            {redirectStatusLabels[redirect.statusCode as RedirectStatusCode] ?? redirect.statusCode}
          </td>
          <td className="hidden px-4 py-3 text-slate-700 lg:table-cell">{redirect.note}</td>
          <td className="hidden px-4 py-3 text-right text-slate-700 tabular-nums sm:table-cell">{redirect.hits}</td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell">
            {redirect.lastHitAt ? <TimeAgo at={redirect.lastHitAt} /> : "Never"}
          </td>
          <td className="px-2 py-2">
            <div className="flex justify-end gap-1">
              <IconButton
                label={`Edit redirect from ${redirect.fromPath}`}
                icon={Pencil}
                onClick={() => onEdit(redirect)}
              />
              <IconButton
                label={`Delete redirect from ${redirect.fromPath}`}
                icon={Trash2}
                tone="danger"
                onClick={() => onDelete(redirect)}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
