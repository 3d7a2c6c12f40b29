import { Plus } from "lucide-react";
import type { FaqItem } from "@shared/schema";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates, nextSortOrder, useItemDialogs } from "@/components/admin/collection-screen";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SortableList } from "@/components/ui/sortable-list";
import { renumber } from "@/lib/use-reorder";
import { faqApi } from "../api/faq-api";
import { FaqAdminRow } from "./faq-admin-row";
import { FaqDialog } from "./faq-dialog";

export default function FaqScreen() {
  const { data: items = [], isLoading, error } = faqApi.useList();
  const remove = faqApi.useDelete();
  const reorder = faqApi.useReorder();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, onDeleteOpenChange } =
    useItemDialogs<FaqItem>();

  return (
    <AdminPage
      title="FAQ Management"
      metaDescription="Add, edit, reorder and remove the questions and answers of the FAQ page."
      heading="Manage FAQ"
      description="The questions and answers of the public FAQ page, in the order shown there. Drag a question by its handle, or use the move buttons, to change the order."
      actions={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add New Question
        </Button>
      }
    >
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={items.length === 0}
        noun="questions"
        empty={
          <EmptyState title="No questions yet">
            <Button className="mt-2" onClick={() => openDialog(null)}>
              Add Your First Question
            </Button>
          </EmptyState>
        }
      >
        <SortableList
          label="Questions in display order"
          items={items}
          itemLabel={(item) => item.question}
          onReorder={(reordered) => reorder.mutate(renumber(reordered))}
          className="grid gap-3"
          renderItem={(item, handle, isDragging) => (
            <FaqAdminRow
              item={item}
              handle={handle}
              isDragging={isDragging}
              onEdit={openDialog}
              onDelete={setDeleting}
            />
          )}
        />
      </ListStates>
      <FaqDialog open={dialogOpen} onOpenChange={setDialogOpen} item={editing} nextSortOrder={nextSortOrder(items)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onDeleteOpenChange}
        description={
          deleting
            ? `This will permanently delete the question "${deleting.question}" from the FAQ page. This action cannot be undone.`
            : ""
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
