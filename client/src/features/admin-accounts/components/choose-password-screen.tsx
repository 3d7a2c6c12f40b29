import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { Helmet } from "react-helmet-async";
import { useCmsName } from "@/lib/cms-name";
import { currentUserQuery } from "@/lib/queries";
import type { PublicUser } from "@shared/schema";
import { ChangePasswordForm } from "./change-password-form";

/**
 * Shown instead of the CMS to an administrator signed in with a password another administrator chose (adding
 * them, or a reset): the server refuses everything else until they choose their own. Once it is changed the
 * current user is asked for again, and the CMS opens. `signOut` is the way out for someone who is not ready.
 */
export function ChoosePasswordScreen({ user, signOut }: { user: PublicUser; signOut: ReactNode }) {
  const cmsName = useCmsName();
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces whatever was on screen before: start reading and typing here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main-content" className="flex min-h-screen items-start justify-center bg-slate-50 p-4 sm:items-center">
      <Helmet>
        <title>{`Choose a new password | ${cmsName}`}</title>
        <meta name="description" content="Choose a password of your own before you use the admin area." />
      </Helmet>
      <section
        aria-labelledby="choose-password-title"
        className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1
          ref={heading}
          id="choose-password-title"
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
          Choose a new password
        </h1>
        <p className="mt-2 text-slate-700">
          Signed in as {user.username}. Another administrator set the password you signed in with, so choose one of your
          own before you continue. Only you will know it.
        </p>
        <ChangePasswordForm
          submitText="Set New Password"
          pendingText="Setting password..."
          currentHint="The password you were given and signed in with."
          onChanged={() => void client.invalidateQueries({ queryKey: currentUserQuery.queryKey })}
        />
        <div className="mt-6 border-t border-slate-200 pt-4">{signOut}</div>
      </section>
    </main>
  );
}
