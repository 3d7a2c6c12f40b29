import { useQuery } from "@tanstack/react-query";
import type { TeamMember } from "@shared/schema";
import { getJson } from "@/lib/api";

export const TEAM_KEY = ["/api/team"] as const;

export const getTeam = () => getJson<TeamMember[]>("/api/team");

export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: getTeam });
}
