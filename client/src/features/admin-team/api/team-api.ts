import type { TeamMember } from "@shared/schema";
import { createCollectionApi } from "@/lib/collection-api";
import { teamQuery } from "@/lib/queries";
import { prefixedErrorToast, successNotice } from "@/lib/toasts";
import { toTeamMemberBody, type TeamMemberFormValues } from "./team-form-schema";

export const MAX_TEAM_IMAGE_BYTES = 1_048_576;

export const teamApi = createCollectionApi<TeamMember, TeamMemberFormValues, TeamMemberFormValues, "image">({
  list: teamQuery,
  path: "/api/team",
  reorderField: "teamOrders",
  success: {
    create: successNotice("Team member created successfully"),
    update: successNotice("Team member updated successfully"),
    delete: successNotice("Team member deleted successfully"),
    reorder: successNotice("Team member order updated successfully"),
  },
  failure: {
    create: "Failed to create team member",
    update: "Failed to update team member",
    delete: "Failed to delete team member",
    reorder: "Failed to reorder team members",
  },
  failureStyle: prefixedErrorToast,
  createBody: toTeamMemberBody,
  updateBody: toTeamMemberBody,
  uploads: { image: { path: "/api/team/upload", field: "imageUrl", failure: "Failed to upload image" } },
});
