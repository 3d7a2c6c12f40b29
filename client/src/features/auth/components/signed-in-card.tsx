import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { adminHome } from "@shared/paths";
import type { PublicUser } from "@shared/schema";
import { useLogout } from "../api/logout";

export function SignedInCard({ user }: { user: PublicUser }) {
  const logout = useLogout();
  return (
    <div className="grid gap-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">You're Already Logged In</h1>
      <p className="text-slate-800">Welcome back, {user.username}!</p>
      <p className="text-sm text-slate-600">
        {user.isAdmin
          ? "You are currently signed in as an administrator."
          : "You are signed in, but this account is not an administrator."}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        {user.isAdmin && (
          <Link href={adminHome} className={buttonClass("primary")}>
            Go to Admin Dashboard
          </Link>
        )}
        <SubmitButton
          type="button"
          variant="outline"
          pending={logout.isPending}
          pendingText="Logging out..."
          onClick={() => logout.mutate()}
        >
          Sign Out
        </SubmitButton>
      </div>
    </div>
  );
}
