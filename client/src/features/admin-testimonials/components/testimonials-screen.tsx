import { Plus } from "lucide-react";
import type { Testimonial } from "@shared/schema";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates, nextSortOrder, useItemDialogs } from "@/components/admin/collection-screen";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SortableList } from "@/components/ui/sortable-list";
import { renumber } from "@/lib/use-reorder";
import { testimonialsApi } from "../api/testimonials-api";
import { TestimonialAdminCard } from "./testimonial-admin-card";
import { TestimonialDialog } from "./testimonial-dialog";

export default function TestimonialsScreen() {
  const { data: testimonials = [], isLoading, error } = testimonialsApi.useList();
  const remove = testimonialsApi.useDelete();
  const reorder = testimonialsApi.useReorder();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, onDeleteOpenChange } =
    useItemDialogs<Testimonial>();

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
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={testimonials.length === 0}
        noun="testimonials"
        empty={
          <EmptyState title="No testimonials found">
            <Button className="mt-2" onClick={() => openDialog(null)}>
              Add Your First Testimonial
            </Button>
          </EmptyState>
        }
      >
        <SortableList
          label="Testimonials in display order"
          layout="grid"
          items={testimonials}
          itemLabel={(t) => `${t.personName} (${t.clientName})`}
          onReorder={(items) => reorder.mutate(renumber(items))}
          className="grid grid-cols-1 gap-4 md:grid-cols-2"
          renderItem={(t, handle, isDragging) => (
            <TestimonialAdminCard
              testimonial={t}
              handle={handle}
              isDragging={isDragging}
              onEdit={openDialog}
              onDelete={setDeleting}
            />
          )}
        />
      </ListStates>
      <TestimonialDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        testimonial={editing}
        nextSortOrder={nextSortOrder(testimonials)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onDeleteOpenChange}
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
