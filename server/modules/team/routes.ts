import { Router } from "express";
import { insertTeamMemberSchema, teamReorderSchema, updateTeamMemberSchema, type TeamMember } from "@shared/schema";
import { teamMembers } from "@shared/tables";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { TEAM_IMAGE_RULE, imageUploadAnswering } from "../../http/uploads";
import type { UploadStorage } from "../../storage";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";
import type { UploadCleanup } from "../uploads/cleanup";

export function teamRoutes(db: Db, storage: UploadStorage, uploads: UploadCleanup): Router {
  const router = Router();
  router.post("/upload", requireAdmin, ...imageUploadAnswering(storage, TEAM_IMAGE_RULE, "imageUrl"));
  router.use(
    collectionRoutes({
      collection: sortableCollection<TeamMember>(db, teamMembers, "Team member", uploads),
      insertSchema: insertTeamMemberSchema,
      updateSchema: updateTeamMemberSchema,
      reorderSchema: teamReorderSchema,
      reorderKey: "teamOrders",
      publicList: "team",
    }),
  );
  return router;
}

/** The public GET /api/team: the team members, from the read cache (mounted before sessions). */
export const teamReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.team);
