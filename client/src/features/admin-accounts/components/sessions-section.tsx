import { useQuery } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { Loaded } from "@/components/ui/loaded";
import { formatDateTime } from "@/lib/format";
import type { SessionSummary } from "@shared/passkeys";
import { sessionName, sessionsQuery, useEndOtherSessions, useEndSession } from "../api/sessions";

const how = (session: SessionSummary) =>
  session.signedInWith?.method === "passkey"
    ? `with the passkey "${session.signedInWith.name}"`
    : session.signedInWith?.method === "password"
      ? "with a password"
      : "";

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : "Unknown");

/** The administrator's own sessions, each with 'Sign out', and 'Sign out everywhere else'. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <section aria-labelledby="sessions-title" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
            Where You Are Signed In
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Sign out anywhere you do not recognise, or that is not yours any more.
          </p>
        </div>
        <Button variant="outline" disabled={others === 0 || endOthers.isPending} onClick={() => setConfirming(true)}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign out everywhere else
        </Button>
      </div>
      <div className="mt-4">
        <Loaded query={sessions} loading="Loading your sessions" what="Your sessions">
          {() => (
            <DataTable
              caption="Your sessions, this one first"
              columns={[
                { label: "Browser" },
                { label: "Signed in" },
                { label: "Last active", hideBelow: "md" },
                { label: "Address", hideBelow: "lg" },
                { label: "Actions", alignRight: true },
              ]}
            >
              {(sessions.data ?? []).map((session) => (
                <tr key={session.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {sessionName(session)}
                    {session.current && <span className="block text-xs font-normal text-slate-600">This session</span>}
                  </th>
                  <td className="px-4 py-3 text-slate-700">
                    {when(session.signedInAt)} <span className="text-slate-600">{how(session)}</span>
                  </td>
                  <td className="hidden px-4 py-3 text-slate-700 md:table-cell">
                    {session.current ? "Now" : when(session.lastActiveAt)}
                  </td>
                  <td className="hidden px-4 py-3 break-all text-slate-700 lg:table-cell">{session.ip || "Unknown"}</td>
                  <td className="px-2 py-2 text-right">
                    {!session.current && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Sign out ${sessionName(session)}, signed in ${session.signedInAt ? formatDateTime(session.signedInAt) : ""}`}
                        className="whitespace-nowrap"
                        disabled={endOne.isPending}
                        onClick={() => endOne.mutate(session)}
                      >
                        Sign out
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </Loaded>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere else?"
        description={`Your ${others === 1 ? "other session" : `${others} other sessions`} will be signed out. This one stays signed in.`}
        confirmLabel="Sign out everywhere else"
        pendingLabel="Signing out..."
        pending={endOthers.isPending}
        onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
