import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { TeamMember } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/api";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminPage } from "@/features/admin-shared/admin-page";
import { useDeleteTeamMember } from "../api/delete-team-member";
import { useTeam } from "../api/get-team";
import { TeamTable } from "./team-table";

// The drag-and-drop code (dnd-kit) loads only when the Reorder View is opened: Radix mounts a tab's content only
// while it is selected, so the screen's first view does not download it.
const TeamReorderList = lazy(() => import("./team-reorder-list").then((m) => ({ default: m.TeamReorderList })));
// Likewise the form (react-hook-form and the zod rules): the dialog mounts the first time it is opened.
const TeamMemberDialog = lazy(() => import("./team-member-dialog").then((m) => ({ default: m.TeamMemberDialog })));

export default function TeamScreen() {
  const { data: members = [], isLoading, error } = useTeam();
  const remove = useDeleteTeamMember();
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);

  const openDialog = (member: TeamMember | null) => {
    setEditing(member);
    setDialogOpen(true);
    setDialogUsed(true);
  };
  const actions = { onEdit: openDialog, onDelete: setDeleting };
  // What a panel shows instead of the list, if anything.
  const listState = isLoading ? (
    <Spinner label="Loading team members" />
  ) : error ? (
    <ErrorState>Failed to load team members: {errorMessage(error)}</ErrorState>
  ) : members.length === 0 ? (
    <EmptyState title="No team members found">
      Click the "Add Team Member" button above to add your first team member.
    </EmptyState>
  ) : null;

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
        <TabsContent value="table">{listState ?? <TeamTable members={members} {...actions} />}</TabsContent>
        <TabsContent value="reorder">
          {listState ?? (
            <Suspense fallback={<Spinner label="Loading team members" />}>
              <TeamReorderList members={members} {...actions} />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
      {dialogUsed && (
        <Suspense fallback={null}>
          <TeamMemberDialog open={dialogOpen} onOpenChange={setDialogOpen} member={editing} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : "Delete team member?"}
        description="Are you sure you want to delete this team member?"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </AdminPage>
  );
}
