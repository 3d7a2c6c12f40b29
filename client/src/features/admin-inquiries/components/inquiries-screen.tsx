import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListSearch } from "@/components/admin/list-search";
import { ListStates } from "@/components/admin/list-states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/api";
import { useListParams, usePageCount } from "@/lib/use-list-params";
import type { InquirySummary } from "@shared/admin-lists";
import { inquiryStatuses, type InquiryStatus } from "@shared/schema";
import { useDeleteInquiry } from "../api/delete-inquiry";
import { inquiryQuery, useInquiryList, type InquiryListParams } from "../api/get-inquiries";
import { useMailStatus } from "../api/get-mail-status";
import { EraseByEmailDialog } from "./erase-by-email-dialog";
import { ExportLink } from "./export-link";
import { InquiriesList } from "./inquiries-list";
import { InquiryDetailsDialog } from "./inquiry-details-dialog";
import { NotificationWarning } from "./notification-warning";
import { RespondDialog } from "./respond-dialog";

const statusFrom = (text: string | null): InquiryListParams["status"] =>
  inquiryStatuses.includes(text as InquiryStatus) ? (text as InquiryStatus) : "all";

/** The inquiry an address opens (`?open=12`, the link in the team's e-mail about a new inquiry), else null. */
const idFrom = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

export default function InquiriesScreen() {
  // The tab, search and page live in the address: /admin/inquiries?status=new&search=acme&page=2.
  const list = useListParams();
  const params: InquiryListParams = { page: list.page, status: statusFrom(list.get("status")), search: list.search };
  const { data, isLoading, isFetching, error } = useInquiryList(params);
  const pageCount = usePageCount(data, list);
  const remove = useDeleteInquiry();
  // Asked now, so the Respond dialog knows from its first moment whether a reply can be e-mailed.
  useMailStatus();
  const [viewing, setViewing] = useState<InquirySummary | null>(null);
  // An address with ?open={id} shows that inquiry's details over the list, once it is loaded; closing them takes
  // the parameter out of the address, so Back and a reload do not open them again.
  const openId = idFrom(list.get("open"));
  const opened = useQuery({ ...inquiryQuery(openId ?? 0), enabled: openId !== null });
  const details = viewing ?? (openId !== null ? (opened.data ?? null) : null);
  const closeDetails = () => {
    setViewing(null);
    if (openId !== null) list.update({ open: null }, { replace: true });
  };
  const [responding, setResponding] = useState<InquirySummary | null>(null);
  const [deleting, setDeleting] = useState<InquirySummary | null>(null);
  const [erasing, setErasing] = useState(false);

  return (
    <AdminPage
      title="Inquiries"
      metaDescription="Read and answer the inquiries sent from the website, and track their status."
      heading="Inquiry Management"
      description="Requests sent from the website."
      actions={
        <>
          <ExportLink params={params} />
          <Button variant="outline" onClick={() => setErasing(true)}>
            Erase by e-mail address
          </Button>
        </>
      }
    >
      {openId !== null && opened.error && (
        <ErrorState>
          Inquiry {openId} could not be opened: {errorMessage(opened.error)}
        </ErrorState>
      )}
      <NotificationWarning />
      <ListSearch
        label="Search inquiries"
        hint="By name or e-mail address"
        value={list.search}
        onSearch={list.setSearch}
      />
      {/* The empty state is each tab's own, under the tabs and their counts. */}
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={!data}
        noun="inquiries"
        empty={null}
        failed={(failure) => `Failed to load inquiries: ${failure.message}`}
      >
        {data && (
          <InquiriesList
            params={params}
            data={data}
            pageCount={pageCount}
            busy={isFetching}
            onStatus={(status) => list.update({ status: status === "all" ? null : status, page: null })}
            onPage={list.setPage}
            onView={setViewing}
            onRespond={setResponding}
            onDelete={setDeleting}
          />
        )}
      </ListStates>
      <InquiryDetailsDialog
        inquiry={details}
        onOpenChange={(open) => !open && closeDetails()}
        // The reply opens over the details, which then show it in the history.
        onRespond={setResponding}
      />
      <RespondDialog inquiry={responding} onOpenChange={(open) => !open && setResponding(null)} />
      <EraseByEmailDialog open={erasing} onOpenChange={setErasing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete the inquiry from the database."
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
