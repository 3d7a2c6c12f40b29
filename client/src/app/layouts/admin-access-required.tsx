import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@shared/paths";
import { outsideNest } from "../admin-screens";

/** Shown when the admin area cannot confirm an administrator (e.g. the session check failed). */
export function AdminAccessRequired() {
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="max-w-md rounded-lg bg-white p-8 text-center shadow">
        <h1 className="text-2xl font-bold text-slate-900">Admin Access Required</h1>
        <p className="mt-2 text-slate-700">You need to be logged in as an administrator to view this page.</p>
        <div className="mt-6 flex justify-center gap-2">
          <Link href={outsideNest(paths.auth)} className={buttonClass("primary")}>
            Login
          </Link>
          <Link href={outsideNest(paths.home)} className={buttonClass("outline")}>
            Return to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
