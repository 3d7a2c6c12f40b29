import { LogOut } from "lucide-react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useLogout } from "@/features/auth/api/logout";

/** Sign Out, as the admin area's header shows it (and the password screen a held account sees instead). */
export function SignOutButton() {
  const logout = useLogout();
  return (
    <SubmitButton
      type="button"
      variant="outline"
      size="sm"
      pending={logout.isPending}
      pendingText="Logging out..."
      icon={<LogOut aria-hidden="true" className="h-4 w-4" />}
      onClick={() => logout.mutate()}
    >
      Sign Out
    </SubmitButton>
  );
}
