import { Plus } from "lucide-react";
import type { StandardsRegion } from "@shared/schema";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates, nextSortOrder, useItemDialogs } from "@/components/admin/collection-screen";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SortableList } from "@/components/ui/sortable-list";
import { renumber } from "@/lib/use-reorder";
import { standardsApi } from "../api/standards-api";
import { StandardsAdminRow } from "./standards-admin-row";
import { StandardsDialog } from "./standards-dialog";

export default function StandardsScreen() {
  const { data: regions = [], isLoading, error } = standardsApi.useList();
  const remove = standardsApi.useDelete();
  const reorder = standardsApi.useReorder();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, onDeleteOpenChange } =
    useItemDialogs<StandardsRegion>();

  return (
    <AdminPage
      title="Standards Management"
      metaDescription="Add, edit, reorder and remove the regions of the accessibility standards page."
      heading="Manage Standards"
      description="The regions of the public standards page, each with its laws and standards, in the order shown there. Drag a region by its handle, or use the move buttons, to change the order."
      actions={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add New Region
        </Button>
      }
    >
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={regions.length === 0}
        noun="regions"
        empty={
          <EmptyState title="No regions yet">
            <Button className="mt-2" onClick={() => openDialog(null)}>
              Add Your First Region
            </Button>
          </EmptyState>
        }
      >
        <SortableList
          label="Regions in display order"
          items={regions}
          itemLabel={(region) => region.title}
          onReorder={(reordered) => reorder.mutate(renumber(reordered))}
          className="grid gap-3"
          renderItem={(region, handle, isDragging) => (
            <StandardsAdminRow
              region={region}
              handle={handle}
              isDragging={isDragging}
              onEdit={openDialog}
              onDelete={setDeleting}
            />
          )}
        />
      </ListStates>
      <StandardsDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        region={editing}
        nextSortOrder={nextSortOrder(regions)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onDeleteOpenChange}
        description={
          deleting
            ? `This will permanently delete the region "${deleting.title}" from the standards page. This action cannot be undone.`
            : ""
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
