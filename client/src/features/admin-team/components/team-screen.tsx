import { lazy, Suspense, useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { AddButton, ListStates, useItemDialogs } from "@/components/admin/list-states";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { TeamMember } from "@shared/schema";
import { teamApi } from "../api/team-api";
import { TeamTable } from "./team-table";

// The drag-and-drop code (dnd-kit) loads only when the Reorder View is opened: Radix mounts a tab's content only
// while it is selected, so the screen's first view does not download it.
const TeamReorderList = lazy(() => import("./team-reorder-list").then((m) => ({ default: m.TeamReorderList })));
// Likewise the form (react-hook-form and the zod rules): the dialog mounts the first time it is opened.
const TeamMemberDialog = lazy(() => import("./team-member-dialog").then((m) => ({ default: m.TeamMemberDialog })));

export default function TeamScreen() {
  const { data: members = [], isLoading, error } = teamApi.useList();
  const dialogs = useItemDialogs<TeamMember>(teamApi.useDelete());
  const { editing, dialogOpen, setDialogOpen, deleting, setDeleting, deleteDialog } = dialogs;
  const [dialogUsed, setDialogUsed] = useState(false);
  const openDialog = (member: TeamMember | null) => {
    setDialogUsed(true);
    dialogs.openDialog(member);
  };
  const actions = { onEdit: openDialog, onDelete: setDeleting };
  // Each panel shows the loading, error or empty state in place of its view.
  const states = {
    isLoading,
    error,
    isEmpty: members.length === 0,
    noun: "team members",
    empty: (
      <EmptyState title="No team members found">
        Click the "Add Team Member" button above to add your first team member.
      </EmptyState>
    ),
  };

  return (
    <AdminPage
      title="Team Management"
      metaDescription="Add, edit, reorder and remove the team members shown on the About page."
      description="The people shown on the About page."
      actions={<AddButton onClick={() => openDialog(null)}>Add Team Member</AddButton>}
    >
      {/* The two views stay available in every state; the loading, error or empty state shows inside each panel. */}
      <Tabs defaultValue="table">
        <TabsList aria-label="Team views">
          <TabsTrigger value="table">Table View</TabsTrigger>
          <TabsTrigger value="reorder">Reorder View</TabsTrigger>
        </TabsList>
        <TabsContent value="table">
          <ListStates {...states}>
            <TeamTable members={members} {...actions} />
          </ListStates>
        </TabsContent>
        <TabsContent value="reorder">
          <ListStates {...states}>
            <Suspense fallback={<Spinner label="Loading team members" />}>
              <TeamReorderList members={members} {...actions} />
            </Suspense>
          </ListStates>
        </TabsContent>
      </Tabs>
      {dialogUsed && (
        <Suspense fallback={null}>
          <TeamMemberDialog open={dialogOpen} onOpenChange={setDialogOpen} member={editing} />
        </Suspense>
      )}
      <ConfirmDialog
        {...deleteDialog}
        title={deleting ? `Delete ${deleting.name}?` : "Delete team member?"}
        description="Are you sure you want to delete this team member?"
      />
    </AdminPage>
  );
}
