import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { TEAM_KEY } from "./get-team";
import { teamErrorToast, teamSuccessToast } from "./team-toasts";

export const deleteTeamMember = (id: number) => apiRequest("DELETE", `/api/team/${id}`);

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => teamSuccessToast("Team member deleted successfully"),
    onError: (error) => teamErrorToast("Failed to delete team member", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
