import { Plus } from "lucide-react";
import type { ClientLogo } from "@shared/schema";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates, nextSortOrder, useItemDialogs } from "@/components/admin/collection-screen";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { logosApi } from "../api/logos-api";
import { LogoDialog } from "./logo-dialog";
import { LogoGrid } from "./logo-grid";

export default function LogosScreen() {
  const { data: logos = [], isLoading, error } = logosApi.useList();
  const remove = logosApi.useDelete();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, onDeleteOpenChange } =
    useItemDialogs<ClientLogo>();

  return (
    <AdminPage
      title="Client Logos Management"
      metaDescription="Add, edit, reorder and remove the client logos shown in the home page carousel."
      heading="Manage Client Logos"
      description="The logos in the home page carousel. Drag a card by its handle, or use the move buttons, to change the order."
      actions={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add New Logo
        </Button>
      }
    >
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={logos.length === 0}
        noun="client logos"
        empty={
          <EmptyState title="No client logos found">
            <Button className="mt-2" onClick={() => openDialog(null)}>
              Add Your First Logo
            </Button>
          </EmptyState>
        }
      >
        <LogoGrid logos={logos} onEdit={openDialog} onDelete={setDeleting} />
      </ListStates>
      <LogoDialog open={dialogOpen} onOpenChange={setDialogOpen} logo={editing} nextSortOrder={nextSortOrder(logos)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onDeleteOpenChange}
        description={
          deleting
            ? `This will permanently delete the logo for ${deleting.clientName}. This action cannot be undone.`
            : ""
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
