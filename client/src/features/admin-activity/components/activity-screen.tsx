import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListPager } from "@/components/admin/list-pager";
import { ListStates } from "@/components/admin/list-states";
import { EmptyState } from "@/components/ui/empty-state";
import { NO_FILTERS, useActivity, type ActivityFilters } from "../api/get-activity";
import { ActivityFiltersForm } from "./activity-filters";
import { ActivityTable } from "./activity-table";

const isFiltered = (filters: ActivityFilters) => Object.values(filters).some((value) => value.trim() !== "");

export default function ActivityScreen() {
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error } = useActivity(page, filters);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <AdminPage
      title="Activity"
      metaDescription="See who changed what in the CMS and when: edits, uploads, settings, sign-ins and sign-outs."
      heading="Activity"
      description="Changes made in the CMS, sign-ins and sign-outs, newest first."
    >
      <ActivityFiltersForm
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={!data || data.total === 0}
        noun="activity"
        empty={
          isFiltered(filters) ? (
            <EmptyState title="No activity matches these filters">Change or clear the filters to see more.</EmptyState>
          ) : (
            <EmptyState title="No activity yet">Changes made in the CMS and sign-ins will be listed here.</EmptyState>
          )
        }
        failed={(failure) => `Failed to load activity: ${failure.message}`}
      >
        {data && (
          <div aria-busy={isFetching || undefined}>
            <p className="mb-2 text-sm text-slate-700">
              {data.total} {data.total === 1 ? "entry" : "entries"}
            </p>
            <ActivityTable entries={data.items} caption={`Activity, newest first, page ${page} of ${pageCount}`} />
            <ListPager label="Activity pages" page={page} pageCount={pageCount} onPage={setPage} />
          </div>
        )}
      </ListStates>
    </AdminPage>
  );
}
