import { ListStates } from "@/components/admin/list-states";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useNotFoundPaths } from "../api/redirects";
import { TimeAgo } from "./redirects-table";

/**
 * The addresses of this site visitors asked for that do not exist, most asked-for first: each one offers to add a
 * redirect from it.
 */
export function NotFoundSection({ onRedirect }: { onRedirect: (path: string) => void }) {
  const { data, isLoading, error } = useNotFoundPaths();
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="not-found-heading" className="mt-10">
      <h2 id="not-found-heading" className="text-lg font-semibold text-slate-900">
        Addresses not found
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">
        Addresses of this site that visitors asked for and that do not exist, most asked-for first. A redirect sends
        them somewhere useful.
      </p>
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={items.length === 0}
        noun="addresses not found"
        empty={<EmptyState title="No missing addresses recorded yet" />}
      >
        <DataTable
          caption="Addresses not found, most asked-for first"
          columns={[
            { label: "Address" },
            { label: "Hits", alignRight: true },
            { label: "Last seen", hideBelow: "sm" },
            { label: "Actions", alignRight: true },
          ]}
        >
          {items.map((item) => (
            <tr key={item.path}>
              <th scope="row" className="px-4 py-3 font-medium break-all text-slate-900">
                {item.path}
              </th>
              <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{item.hits}</td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 sm:table-cell">
                <TimeAgo at={item.lastSeenAt} />
              </td>
              <td className="px-2 py-2 text-right">
                <Button variant="outline" aria-label={`Redirect ${item.path}`} onClick={() => onRedirect(item.path)}>
                  Redirect…
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      </ListStates>
    </section>
  );
}
