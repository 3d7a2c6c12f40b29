import { FileText, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Helmet } from "react-helmet-async";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth";
import { useCmsName } from "@/lib/cms-name";
import { cmsScreenMeta } from "@shared/cms-meta";
import { useNeedsSetup } from "../api/setup-status";
import { FirstAdminForm } from "./first-admin-form";
import { SignInForm } from "./sign-in-form";
import { SignedInCard } from "./signed-in-card";

// The passkey button (and the WebAuthn library behind it) loads after the password form, in a chunk of its own:
// the public site's first load then does not carry the names of the chunks it shares with the admin area.
const PasskeySignIn = lazy(() => import("./passkey-sign-in").then((m) => ({ default: m.PasskeySignIn })));

export function AuthPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const setup = useNeedsSetup(!userLoading && !user);
  const isLoading = userLoading || setup.isLoading;
  const cmsName = useCmsName();
  const description = user
    ? user.isAdmin
      ? "You are signed in as an administrator. Go to the admin dashboard or sign out."
      : "You are signed in, but this account is not an administrator."
    : setup.needsSetup
      ? "Create the first administrator account for this website's CMS."
      : "Sign in to the CMS to manage the content of this website.";
  return (
    <div className="flex items-center justify-center bg-slate-100 px-4 py-12">
      <Helmet>
        <title>{`${cmsScreenMeta.auth.title} | ${cmsName}`}</title>
        <meta name="robots" content="noindex" />
        <meta name="description" content={description} />
      </Helmet>
      <div className="grid w-full max-w-4xl overflow-hidden rounded-xl bg-white shadow-lg md:grid-cols-2">
        <section className="p-6 sm:p-10">
          {isLoading ? (
            <Spinner label="Checking your session" />
          ) : user ? (
            <SignedInCard user={user} />
          ) : setup.needsSetup ? (
            <>
              <h1 className="text-2xl font-bold text-slate-900">Set Up Admin Access</h1>
              <p className="mt-1 mb-6 text-sm text-slate-600">
                No account exists yet. Create the first administrator account for this website.
              </p>
              <FirstAdminForm tokenRequired={setup.tokenRequired} />
            </>
          ) : (
            <>
              <h1 className="text-2xl font-bold text-slate-900">Admin Access</h1>
              <p className="mt-1 mb-6 text-sm text-slate-600">Sign in to manage your website content</p>
              <SignInForm />
              <Suspense fallback={null}>
                <PasskeySignIn />
              </Suspense>
            </>
          )}
        </section>
        <aside aria-label="About the CMS" className="bg-blue-800 p-6 text-white sm:p-10">
          <p className="text-xl font-bold">{cmsName}</p>
          <ul className="mt-6 grid gap-6">
            <li className="flex gap-3">
              <Users aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
              <div>
                <h2 className="font-semibold">Add Team Members</h2>
                <p className="text-sm text-blue-50">Add, edit or remove the people shown on the About page.</p>
              </div>
            </li>
            <li className="flex gap-3">
              <FileText aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
              <div>
                <h2 className="font-semibold">Manage Content</h2>
                <p className="text-sm text-blue-50">
                  Edit the pages, team, client logos, testimonials, FAQ, services, standards, navigation and site
                  settings.
                </p>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
