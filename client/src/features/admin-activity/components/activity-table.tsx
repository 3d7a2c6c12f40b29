import { DataTable } from "@/components/ui/data-table";
import { actionLabel, itemLabel } from "@/lib/activity-labels";
import { formatDateTime, formatTimeAgo } from "@/lib/format";
import { systemActors, type ActivityEntry } from "@shared/schema";

/** One page of the log, newest first. On narrow screens the time and address move under the action. */
export function ActivityTable({ entries, caption }: { entries: ActivityEntry[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: "When" },
        { label: "Who" },
        { label: "What" },
        { label: "Item", hideBelow: "sm" },
        { label: "Address", hideBelow: "md" },
      ]}
    >
      {entries.map((entry) => {
        const at = new Date(entry.createdAt);
        return (
          <tr key={entry.id}>
            <td className="px-4 py-3 text-slate-700">
              <time dateTime={at.toISOString()}>{formatTimeAgo(at)}</time>
              <span className="block text-xs whitespace-nowrap text-slate-600">
                {formatDateTime(at, { seconds: true })}
              </span>
            </td>
            <th scope="row" className="px-4 py-3 font-medium wrap-break-word text-slate-900">
              {entry.actor !== "user" ? (
                <>
                  {systemActors[entry.actor].name}
                  <span className="block text-xs font-normal text-slate-600">{systemActors[entry.actor].note}</span>
                </>
              ) : (
                <>
                  {entry.username || "(unknown)"}
                  {entry.userId === null && entry.action !== "sign-in-failed" && (
                    <span className="block text-xs font-normal text-slate-600">account deleted</span>
                  )}
                </>
              )}
            </th>
            <td className="px-4 py-3 text-slate-800">
              {actionLabel(entry.action)}
              <span className="block text-xs wrap-anywhere text-slate-600 sm:hidden">
                {itemLabel(entry)}
                {entry.summary ? `: ${entry.summary}` : ""}
              </span>
            </td>
            <td className="hidden px-4 py-3 text-slate-800 sm:table-cell">
              {itemLabel(entry)}
              {entry.summary && <span className="block text-xs wrap-anywhere text-slate-600">{entry.summary}</span>}
            </td>
            <td className="hidden px-4 py-3 font-mono text-xs break-all text-slate-700 md:table-cell">
              {entry.ip || "—"}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
