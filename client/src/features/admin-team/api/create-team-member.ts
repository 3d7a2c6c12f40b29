import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamMember } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { TEAM_KEY } from "./get-team";
import { toTeamMemberBody, type TeamMemberFormValues } from "./team-form-schema";
import { teamErrorToast, teamSuccessToast } from "./team-toasts";

export const createTeamMember = (values: TeamMemberFormValues) =>
  apiJson<TeamMember>("POST", "/api/team", toTeamMemberBody(values));

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamMember,
    onSuccess: () => teamSuccessToast("Team member created successfully"),
    onError: (error) => teamErrorToast("Failed to create team member", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
