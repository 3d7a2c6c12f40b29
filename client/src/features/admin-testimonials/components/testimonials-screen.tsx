import { Plus } from "lucide-react";
import { useState } from "react";
import type { Testimonial } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/api";
import { SortableList } from "@/components/ui/sortable-list";
import { Spinner } from "@/components/ui/spinner";
import { AdminPage } from "@/features/admin-shared/admin-page";
import { renumber } from "@/features/admin-shared/use-reorder";
import { useDeleteTestimonial } from "../api/delete-testimonial";
import { useTestimonials } from "../api/get-testimonials";
import { useReorderTestimonials } from "../api/reorder-testimonials";
import { TestimonialCard } from "./testimonial-card";
import { TestimonialDialog } from "./testimonial-dialog";

export default function TestimonialsScreen() {
  const { data: testimonials = [], isLoading, error } = useTestimonials();
  const remove = useDeleteTestimonial();
  const reorder = useReorderTestimonials();
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const openDialog = (t: Testimonial | null) => {
    setEditing(t);
    setDialogOpen(true);
  };
  const nextSortOrder = testimonials.reduce((max, t) => Math.max(max, t.sortOrder ?? 0), 0) + 1;

  return (
    <AdminPage
      title="Testimonials Management"
      metaDescription="Add, edit, reorder and remove the client testimonials shown on the home page."
      heading="Manage Testimonials"
      description="What clients say, as shown on the home page. Drag a card by its handle, or use the move buttons, to change the order."
      actions={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add New Testimonial
        </Button>
      }
    >
      {isLoading ? (
        <Spinner label="Loading testimonials" />
      ) : error ? (
        <ErrorState>Failed to load testimonials: {errorMessage(error)}</ErrorState>
      ) : testimonials.length === 0 ? (
        <EmptyState title="No testimonials found">
          <Button className="mt-2" onClick={() => openDialog(null)}>
            Add Your First Testimonial
          </Button>
        </EmptyState>
      ) : (
        <SortableList
          label="Testimonials in display order"
          layout="grid"
          items={testimonials}
          itemLabel={(t) => `${t.personName} (${t.clientName})`}
          onReorder={(items) => reorder.mutate(renumber(items))}
          className="grid grid-cols-1 gap-4 md:grid-cols-2"
          renderItem={(t, handle, isDragging) => (
            <TestimonialCard testimonial={t} handle={handle} isDragging={isDragging} onEdit={openDialog} onDelete={setDeleting} />
          )}
        />
      )}
      <TestimonialDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        testimonial={editing}
        nextSortOrder={nextSortOrder}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={
          deleting
            ? `This will permanently delete the testimonial from ${deleting.clientName}. This action cannot be undone.`
            : ""
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
