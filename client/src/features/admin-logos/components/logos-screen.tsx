import { Plus } from "lucide-react";
import { useState } from "react";
import type { ClientLogo } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/api";
import { Spinner } from "@/components/ui/spinner";
import { AdminPage } from "@/features/admin-shared/admin-page";
import { useDeleteLogo } from "../api/delete-logo";
import { useLogos } from "../api/get-logos";
import { LogoDialog } from "./logo-dialog";
import { LogoGrid } from "./logo-grid";

export default function LogosScreen() {
  const { data: logos = [], isLoading, error } = useLogos();
  const remove = useDeleteLogo();
  const [editing, setEditing] = useState<ClientLogo | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ClientLogo | null>(null);
  const openDialog = (logo: ClientLogo | null) => {
    setEditing(logo);
    setDialogOpen(true);
  };
  const nextSortOrder = logos.reduce((max, l) => Math.max(max, l.sortOrder ?? 0), 0) + 1;

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
      {isLoading ? (
        <Spinner label="Loading client logos" />
      ) : error ? (
        <ErrorState>Failed to load client logos: {errorMessage(error)}</ErrorState>
      ) : logos.length === 0 ? (
        <EmptyState title="No client logos found">
          <Button className="mt-2" onClick={() => openDialog(null)}>
            Add Your First Logo
          </Button>
        </EmptyState>
      ) : (
        <LogoGrid logos={logos} onEdit={openDialog} onDelete={setDeleting} />
      )}
      <LogoDialog open={dialogOpen} onOpenChange={setDialogOpen} logo={editing} nextSortOrder={nextSortOrder} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={
          deleting ? `This will permanently delete the logo for ${deleting.clientName}. This action cannot be undone.` : ""
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
