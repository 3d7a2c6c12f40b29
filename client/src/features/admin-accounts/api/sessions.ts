import { queryOptions } from "@tanstack/react-query";
import { apiJson, apiRequest, getJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { SessionSummary } from "@shared/passkeys";

export const sessionsQuery = queryOptions({
  queryKey: ["/api/sessions"],
  queryFn: () => getJson<SessionSummary[]>("/api/sessions"),
});

/** Where a session is, as the list and the notices name it: "Firefox on Windows". */
export const sessionName = (session: SessionSummary) => `${session.browser} on ${session.system}`;

export const endSession = (session: SessionSummary) => apiRequest("DELETE", `/api/sessions/${session.id}`);
export const endOtherSessions = () => apiJson<{ ended: number }>("POST", "/api/sessions/end-others");

export const useEndSession = () =>
  useChange(endSession, {
    success: (_res, session) => ({
      title: "Session signed out",
      description: `${sessionName(session)} is signed out.`,
    }),
    failure: "Failed to sign out that session",
    invalidates: [sessionsQuery.queryKey],
  });

export const useEndOtherSessions = () =>
  useChange(endOtherSessions, {
    success: ({ ended }) => ({
      title: "Signed out everywhere else",
      description: `${ended} other ${ended === 1 ? "session was" : "sessions were"} signed out. This one stays signed in.`,
    }),
    failure: "Failed to sign out the other sessions",
    invalidates: [sessionsQuery.queryKey],
  });
