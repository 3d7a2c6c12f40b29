import type { PublicUser } from "@shared/schema";
import { Link } from "wouter";
import { Button, buttonClass } from "@/components/ui/button";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { useLogout } from "../api/logout";
import { adminHome } from "@shared/paths";

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
        <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {logout.isPending && <Spinner16 />}
          {logout.isPending ? "Logging out..." : "Sign Out"}
        </Button>
      </div>
    </div>
  );
}
