import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamMember } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { TEAM_KEY } from "./get-team";
import { toTeamMemberBody, type TeamMemberFormValues } from "./team-form-schema";
import { teamErrorToast, teamSuccessToast } from "./team-toasts";

/** `updatedAt`: the member's as the dialog loaded it; the server refuses the save (409) when someone saved since. */
export const updateTeamMember = ({ id, values, updatedAt }: { id: number; values: TeamMemberFormValues; updatedAt?: Date | string }) =>
  apiJson<TeamMember>("PUT", `/api/team/${id}`, { ...toTeamMemberBody(values), updatedAt });

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: () => teamSuccessToast("Team member updated successfully"),
    onError: (error) => teamErrorToast("Failed to update team member", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
