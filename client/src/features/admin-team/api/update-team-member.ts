import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamMember } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { TEAM_KEY } from "./get-team";
import { toTeamMemberBody, type TeamMemberFormValues } from "./team-form-schema";
import { teamErrorToast, teamSuccessToast } from "./team-toasts";

export const updateTeamMember = ({ id, values }: { id: number; values: TeamMemberFormValues }) =>
  apiJson<TeamMember>("PUT", `/api/team/${id}`, toTeamMemberBody(values));

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: () => teamSuccessToast("Team member updated successfully"),
    onError: (error) => teamErrorToast("Failed to update team member", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
