import { AdminPage } from "@/components/admin/admin-page";
import { useCurrentUser } from "@/lib/auth";
import { ChangePasswordForm } from "./change-password-form";
import { PasskeysSection } from "./passkeys-section";
import { PasswordSignInCard } from "./password-sign-in-card";
import { SessionsSection } from "./sessions-section";

/**
 * The signed-in administrator's own account: their passkeys, whether their password still signs in, a form to
 * change the password, and the sessions signed in as them.
 */
export default function AccountScreen() {
  const { user } = useCurrentUser();
  return (
    <AdminPage
      title="Account"
      metaDescription="Your administrator account: password, passkeys, and where you are signed in."
      heading="Your Account"
      description={user ? `Signed in as ${user.username}${user.email ? ` (${user.email})` : ""}.` : undefined}
    >
      <div className="grid max-w-4xl gap-6">
        <PasskeysSection />
        <PasswordSignInCard />
        <section
          aria-labelledby="change-password-title"
          className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
            Change Password
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Changing your password signs you out on every other browser and device; this one stays signed in.
          </p>
          <ChangePasswordForm />
        </section>
        <SessionsSection />
      </div>
    </AdminPage>
  );
}
