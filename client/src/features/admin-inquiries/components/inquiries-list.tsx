import { ListCount } from "@/components/admin/list-count";
import { ListPager } from "@/components/admin/list-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { InquiryListPage } from "@shared/admin-lists";
import type { InquiryListParams } from "../api/get-inquiries";
import { InquiriesTable, type InquiryActions } from "./inquiries-table";

export const STATUS_TABS: { value: InquiryListParams["status"]; label: string }[] = [
  { value: "all", label: "All Inquiries" },
  { value: "new", label: "New" },
  { value: "in_review", label: "In Review" },
  { value: "responded", label: "Responded" },
];

interface InquiriesListProps extends InquiryActions {
  params: InquiryListParams;
  data: InquiryListPage;
  pageCount: number;
  /** A page or a new one arriving: the old one stays on screen meanwhile. */
  busy: boolean;
  onStatus: (status: InquiryListParams["status"]) => void;
  onPage: (page: number) => void;
}

/**
 * The status tabs (with how many inquiries the search finds in each), the count, one page of the table and the
 * pager. The tabs filter on the server: only the chosen tab's page is fetched.
 */
export function InquiriesList({ params, data, pageCount, busy, onStatus, onPage, ...actions }: InquiriesListProps) {
  const { status, search, page } = params;
  return (
    <Tabs value={status} onValueChange={(value) => onStatus(value as InquiryListParams["status"])}>
      {/* The count sits beside the tabs, outside their panels, so it stays put and is announced when it changes. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <TabsList aria-label="Filter by status">
          {STATUS_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
              <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-800 tabular-nums">
                {data.counts[tab.value].toLocaleString("en")}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        <ListCount total={data.total} noun={["inquiry", "inquiries"]} search={search} />
      </div>
      {STATUS_TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} aria-busy={busy || undefined}>
          {data.total === 0 ? (
            <EmptyState title="No inquiries found">
              {search ? `No inquiry's name or e-mail address contains “${search}”.` : undefined}
            </EmptyState>
          ) : (
            <>
              <InquiriesTable
                inquiries={data.items}
                caption={`${tab.label}, newest first, page ${page} of ${pageCount}`}
                {...actions}
              />
              {pageCount > 1 && <ListPager label="Inquiry pages" page={page} pageCount={pageCount} onPage={onPage} />}
            </>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
