import { collectionWords, createCollectionApi } from "@/lib/collection-api";
import { teamQuery } from "@/lib/queries";
import { prefixedFailure, successNotice } from "@/lib/toasts";
import { teamResource, type TeamMember } from "@shared/schema";
import { toTeamMemberBody, type TeamMemberFormValues } from "./team-form-schema";

export const teamApi = createCollectionApi<TeamMember, TeamMemberFormValues, TeamMemberFormValues, "image">({
  list: teamQuery,
  path: "/api/team",
  reorderField: teamResource.reorderKey,
  ...collectionWords("Team member", { created: true, notice: successNotice, failure: prefixedFailure }),
  createBody: toTeamMemberBody,
  updateBody: toTeamMemberBody,
  uploads: {
    image: { path: "/api/team/upload", field: "imageUrl", failure: prefixedFailure("Failed to upload image") },
  },
});
