import { useState } from "react";
import type { Inquiry, InquiryStatus } from "@shared/schema";
import { AdminPage } from "@/components/admin/admin-page";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDeleteInquiry } from "../api/delete-inquiry";
import { useInquiries } from "../api/get-inquiries";
import { InquiriesTable } from "./inquiries-table";
import { InquiryDetailsDialog } from "./inquiry-details-dialog";
import { RespondDialog } from "./respond-dialog";

const TABS: { value: "all" | InquiryStatus; label: string }[] = [
  { value: "all", label: "All Inquiries" },
  { value: "new", label: "New" },
  { value: "in_review", label: "In Review" },
  { value: "responded", label: "Responded" },
];

export default function InquiriesScreen() {
  const { data: inquiries = [], isLoading, error } = useInquiries();
  const remove = useDeleteInquiry();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [responding, setResponding] = useState<Inquiry | null>(null);
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  // The details dialog follows the list, so a status change shows at once.
  const viewing = inquiries.find((i) => i.id === viewingId) ?? null;

  const actions = {
    onView: (inquiry: Inquiry) => setViewingId(inquiry.id),
    onRespond: setResponding,
    onDelete: setDeleting,
  };

  return (
    <AdminPage
      title="Inquiries"
      metaDescription="Read and answer the inquiries sent from the website, and track their status."
      heading="Inquiry Management"
      description="Requests sent from the website."
    >
      {isLoading ? (
        <Spinner label="Loading inquiries" />
      ) : error ? (
        <ErrorState>Failed to load inquiries: {error.message}</ErrorState>
      ) : (
        <Tabs defaultValue="all">
          <TabsList aria-label="Filter by status">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => {
            const rows = tab.value === "all" ? inquiries : inquiries.filter((i) => i.status === tab.value);
            return (
              <TabsContent key={tab.value} value={tab.value}>
                {rows.length === 0 ? (
                  <EmptyState title="No inquiries found" />
                ) : (
                  <InquiriesTable inquiries={rows} caption={tab.label} {...actions} />
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
      <InquiryDetailsDialog
        inquiry={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
        // The reply opens over the details, which then show it in the history.
        onRespond={setResponding}
      />
      <RespondDialog inquiry={responding} onOpenChange={(open) => !open && setResponding(null)} />
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
