import { UserPlus } from "lucide-react";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates } from "@/components/admin/list-states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useCurrentUser } from "@/lib/auth";
import type { PublicUser } from "@shared/schema";
import { useAdmins } from "../api/get-admins";
import { useRemoveAdmin } from "../api/remove-admin";
import { AddAdminDialog } from "./add-admin-dialog";
import { AdminsTable } from "./admins-table";
import { ResetPasswordDialog } from "./reset-password-dialog";

/** Who may sign in to the CMS: add administrators, reset their passwords, remove them. */
export default function AdminsScreen() {
  const { user } = useCurrentUser();
  const { data: admins = [], isLoading, error } = useAdmins();
  const remove = useRemoveAdmin();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const [removing, setRemoving] = useState<PublicUser | null>(null);

  return (
    <AdminPage
      title="Administrators"
      metaDescription="Add administrators, reset their passwords and remove their access."
      description="Everyone listed here can sign in and manage the website."
      actions={
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Add Administrator
        </Button>
      }
    >
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={admins.length === 0}
        noun="administrators"
        empty={<EmptyState title="No administrators found" />}
        failed={(failure) => `Failed to load administrators: ${failure.message}`}
      >
        <AdminsTable admins={admins} currentUserId={user?.id} onResetPassword={setResetting} onRemove={setRemoving} />
      </ListStates>
      <AddAdminDialog open={adding} onOpenChange={setAdding} />
      <ResetPasswordDialog admin={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${removing.username}?` : "Remove administrator?"}
        description="They are signed out at once and can no longer sign in. This cannot be undone."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
      />
    </AdminPage>
  );
}
