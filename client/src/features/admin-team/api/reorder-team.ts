import type { TeamMember } from "@shared/schema";
import { useReorder } from "@/features/admin-shared/use-reorder";
import { TEAM_KEY } from "./get-team";
import { teamErrorToast, teamSuccessToast } from "./team-toasts";

export function useReorderTeam() {
  return useReorder<TeamMember>({
    queryKey: TEAM_KEY,
    url: "/api/team/reorder",
    bodyKey: "teamOrders",
    onSuccess: () => teamSuccessToast("Team member order updated successfully"),
    onError: (error) => teamErrorToast("Failed to reorder team members", error),
  });
}
