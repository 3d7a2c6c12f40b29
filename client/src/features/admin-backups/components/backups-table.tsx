import { Download } from "lucide-react";
import { DownloadLink } from "@/components/admin/download-link";
import { buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { formatBytes, formatDateTime, formatTimeAgo } from "@/lib/format";
import type { BackupInfo } from "@shared/backups";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** What set a backup off, in the words of the screen. */
export function madeBy(backup: BackupInfo): string {
  if (backup.name.startsWith("before-restore-")) return "Saved before a restore";
  switch (backup.trigger) {
    case "schedule":
      return "Schedule";
    case "manual":
      return "Back up now";
    case "command":
      return "npm run backup";
    default:
      return "Not recorded";
  }
}

/** The backups, newest first: when, how large, what they hold, and a download of each. */
export function BackupsTable({ backups }: { backups: BackupInfo[] }) {
  return (
    <DataTable
      caption="Backups, newest first"
      columns={[
        { label: "Made" },
        { label: "Size" },
        { label: "Contents", hideBelow: "md" },
        { label: "Made by", hideBelow: "sm" },
        { label: "Download", alignRight: true },
      ]}
    >
      {backups.map((backup) => {
        const made = new Date(backup.createdAt);
        return (
          <tr key={backup.name}>
            <th scope="row" className="px-4 py-3 font-medium text-slate-900">
              <time dateTime={made.toISOString()}>{formatDateTime(made)}</time>
              <span className="block text-xs font-normal text-slate-600">{formatTimeAgo(made)}</span>
              <span className="block font-mono text-xs font-normal break-all text-slate-600">{backup.name}</span>
            </th>
            <td className="px-4 py-3 whitespace-nowrap text-slate-800">{formatBytes(backup.bytes)}</td>
            <td className="hidden px-4 py-3 text-slate-800 md:table-cell">
              <Contents backup={backup} />
            </td>
            <td className="hidden px-4 py-3 text-slate-800 sm:table-cell">{madeBy(backup)}</td>
            <td className="px-4 py-3 text-right">
              <DownloadLink
                href={`/api/backups/${encodeURIComponent(backup.name)}`}
                className={buttonClass("outline", "sm")}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                Download<span className="sr-only"> the backup of {formatDateTime(made)}</span>
              </DownloadLink>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function Contents({ backup }: { backup: BackupInfo }) {
  if (!backup.tables) return <span className="text-slate-600">Not recorded</span>;
  return (
    <>
      {plural(backup.rows ?? 0, "row", "rows")} in {plural(backup.tables.length, "table", "tables")},{" "}
      {plural(backup.uploads ?? 0, "uploaded file", "uploaded files")}
      <details className="mt-1 text-xs text-slate-700">
        <summary className="cursor-pointer text-blue-800 underline underline-offset-2">Rows per table</summary>
        <ul className="mt-1 grid grid-cols-[auto_auto] gap-x-4">
          {backup.tables.map((table) => (
            <li key={table.name} className="contents">
              <span className="font-mono">{table.name}</span>
              <span className="text-right">{table.rows.toLocaleString()}</span>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
