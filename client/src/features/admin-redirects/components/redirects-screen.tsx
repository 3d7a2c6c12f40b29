import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { AddButton, ListStates, useItemDialogs } from "@/components/admin/list-states";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import type { Redirect } from "@shared/schema";
import { useDeleteRedirect, useRedirects } from "../api/redirects";
import { CsvSection } from "./csv-section";
import { NotFoundSection } from "./not-found-section";
import { RedirectDialog, type RedirectDialogTarget } from "./redirect-dialog";
import { RedirectsTable } from "./redirects-table";

/** Old addresses of the site that send visitors on to new ones, and the addresses visitors miss. */
export default function RedirectsScreen() {
  const { data: redirects = [], isLoading, error } = useRedirects();
  const { deleting, setDeleting, deleteDialog } = useItemDialogs<Redirect>(useDeleteRedirect());
  const [target, setTarget] = useState<RedirectDialogTarget | null>(null);

  return (
    <AdminPage
      title="Redirects"
      metaDescription="Send visitors of old addresses of the website on to new ones, and see the addresses they miss."
      description="Old addresses of the website that send visitors on to new ones."
      actions={<AddButton onClick={() => setTarget({})}>Add Redirect</AddButton>}
    >
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Redirect rules
        </h2>
        <ListStates
          isLoading={isLoading}
          error={error}
          isEmpty={redirects.length === 0}
          noun="redirects"
          empty={
            <EmptyState title="No redirects yet">
              Pages whose address changes get one by themselves; add your own with "Add Redirect".
            </EmptyState>
          }
        >
          <RedirectsTable redirects={redirects} onEdit={(redirect) => setTarget({ redirect })} onDelete={setDeleting} />
        </ListStates>
      </section>
      <NotFoundSection onRedirect={(fromPath) => setTarget({ fromPath })} />
      <CsvSection />
      <RedirectDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        {...deleteDialog}
        title={deleting ? `Delete the redirect from ${deleting.fromPath}?` : "Delete redirect?"}
        description="Visitors of the old address will find nothing there any more."
      />
    </AdminPage>
  );
}
