import { publicQueryKeys } from "@shared/bootstrap";
import { useQuery } from "@tanstack/react-query";
import type { TeamMember } from "@shared/schema";

export const useTeam = () => useQuery<TeamMember[]>({ queryKey: publicQueryKeys.team });
