import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListCount } from "@/components/admin/list-count";
import { ListPager } from "@/components/admin/list-pager";
import { ListSearch } from "@/components/admin/list-search";
import { AddButton, ListStates, useItemDialogs } from "@/components/admin/list-states";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useListParams, usePageCount } from "@/lib/use-list-params";
import type { PageSummary } from "@shared/admin-lists";
import { MENU_LINK_WARNING } from "@shared/page-links";
import { useDeletePage } from "../api/delete-page";
import { usePageList } from "../api/get-pages";
import { DeletedPageRedirect } from "./deleted-page-redirect";
import { PageDialog } from "./page-dialog";
import { PagesTable } from "./pages-table";

export default function PagesScreen() {
  // The search and page live in the address: /admin/pages?search=policy&page=2.
  const list = useListParams();
  const { data, isLoading, isFetching, error } = usePageList({ page: list.page, search: list.search });
  const pageCount = usePageCount(data, list);
  const remove = useDeletePage();
  // Where a published page's visitors go once it is deleted: "" for nowhere, the default.
  const [redirectTo, setRedirectTo] = useState("");
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, deleteDialog } =
    useItemDialogs<PageSummary>({
      isPending: remove.isPending,
      mutate: (id, options) => remove.mutate({ id, redirectTo }, options),
    });
  const askToDelete = (page: PageSummary) => {
    setRedirectTo("");
    setDeleting(page);
  };

  return (
    <AdminPage
      title="Page Management"
      metaDescription="Add, edit, publish and remove the content pages of the website."
      description="Content pages published on the website."
      actions={<AddButton onClick={() => openDialog(null)}>Add Page</AddButton>}
    >
      <ListSearch label="Search pages" hint="By title or slug" value={list.search} onSearch={list.setSearch} />
      {/* The empty state sits under the count, which says what the search found. */}
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={!data}
        noun="pages"
        empty={null}
        failed={(failure) => failure.message}
      >
        {data && (
          <div aria-busy={isFetching || undefined}>
            <div className="mb-2">
              <ListCount total={data.total} noun={["page", "pages"]} search={list.search} />
            </div>
            {data.total === 0 ? (
              <EmptyState title="No pages found">
                {list.search
                  ? `No page's title or slug contains “${list.search}”.`
                  : 'Click the "Add Page" button above to add your first page.'}
              </EmptyState>
            ) : (
              <>
                <PagesTable
                  pages={data.items}
                  caption={`Pages (drafts are shown dimmed), page ${list.page} of ${pageCount}`}
                  onEdit={openDialog}
                  onDelete={askToDelete}
                />
                {pageCount > 1 && (
                  <ListPager label="Page list pages" page={list.page} pageCount={pageCount} onPage={list.setPage} />
                )}
              </>
            )}
          </div>
        )}
      </ListStates>
      <PageDialog open={dialogOpen} onOpenChange={setDialogOpen} page={editing} />
      <ConfirmDialog
        {...deleteDialog}
        title={deleting ? `Delete ${deleting.title}?` : "Delete page?"}
        description={`${deleting?.linkedFrom.length ? `${MENU_LINK_WARNING} ` : ""}Are you sure you want to delete this page? This action cannot be undone.`}
      >
        {deleting?.isPublished && <DeletedPageRedirect page={deleting} value={redirectTo} onChange={setRedirectTo} />}
      </ConfirmDialog>
    </AdminPage>
  );
}
