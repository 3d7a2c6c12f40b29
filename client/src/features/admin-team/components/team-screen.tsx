import { Plus } from "lucide-react";
import type { TeamMember } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminPage } from "@/features/admin-shared/admin-page";
import { ListStates, useItemDialogs } from "@/features/admin-shared/collection-screen";
import { teamApi } from "../api/team-api";
import { TeamMemberDialog } from "./team-member-dialog";
import { TeamReorderList } from "./team-reorder-list";
import { TeamTable } from "./team-table";

export default function TeamScreen() {
  const { data: members = [], isLoading, error } = teamApi.useList();
  const remove = teamApi.useDelete();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, onDeleteOpenChange } =
    useItemDialogs<TeamMember>();
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
      actions={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Team Member
        </Button>
      }
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
            <TeamReorderList members={members} {...actions} />
          </ListStates>
        </TabsContent>
      </Tabs>
      <TeamMemberDialog open={dialogOpen} onOpenChange={setDialogOpen} member={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onDeleteOpenChange}
        title={deleting ? `Delete ${deleting.name}?` : "Delete team member?"}
        description="Are you sure you want to delete this team member?"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
