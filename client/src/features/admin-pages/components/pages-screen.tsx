import { Plus } from "lucide-react";
import { useState } from "react";
import { MENU_LINK_WARNING, type PageWithLinks } from "@shared/page-links";
import { AdminPage } from "@/components/admin/admin-page";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useDeletePage } from "../api/delete-page";
import { usePages } from "../api/get-pages";
import { PageDialog } from "./page-dialog";
import { PagesTable } from "./pages-table";

export default function PagesScreen() {
  const { data: pages = [], isLoading, error } = usePages();
  const remove = useDeletePage();
  const [editing, setEditing] = useState<PageWithLinks | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<PageWithLinks | null>(null);
  const openDialog = (page: PageWithLinks | null) => {
    setEditing(page);
    setDialogOpen(true);
  };

  return (
    <AdminPage
      title="Page Management"
      metaDescription="Add, edit, publish and remove the content pages of the website."
      description="Content pages published on the website."
      actions={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Page
        </Button>
      }
    >
      {isLoading ? (
        <Spinner label="Loading pages" />
      ) : error ? (
        <ErrorState>{error.message}</ErrorState>
      ) : pages.length === 0 ? (
        <EmptyState title="No pages found">Click the "Add Page" button above to add your first page.</EmptyState>
      ) : (
        <PagesTable pages={pages} onEdit={openDialog} onDelete={setDeleting} />
      )}
      <PageDialog open={dialogOpen} onOpenChange={setDialogOpen} page={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.title}?` : "Delete page?"}
        description={`${deleting?.linkedFrom.length ? `${MENU_LINK_WARNING} ` : ""}Are you sure you want to delete this page? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
