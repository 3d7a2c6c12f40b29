import type { ReactNode } from "react";

export interface DataTableColumn {
  label: string;
  /** Hidden on screens narrower than this breakpoint. */
  hideBelow?: "sm" | "md" | "lg";
  alignRight?: boolean;
}

// Literal class names, so Tailwind finds them.
const hideClass = { sm: "hidden sm:table-cell", md: "hidden md:table-cell", lg: "hidden lg:table-cell" } as const;

/**
 * A bordered admin table with a caption for screen readers; the rows are the children. Column headings never wrap
 * ("Full Name" on one line): the cells below them do.
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: DataTableColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 font-semibold whitespace-nowrap ${column.hideBelow ? hideClass[column.hideBelow] : ""} ${
                  column.alignRight ? "text-right" : ""
                }`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
