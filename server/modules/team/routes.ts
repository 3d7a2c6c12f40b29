import type { Router } from "express";
import { teamResource, type TeamMember } from "@shared/schema";
import { teamMembers } from "@shared/tables";
import type { Db } from "../../db/connection";
import { TEAM_IMAGE_RULE, imageUploadAnswering } from "../../http/uploads";
import type { UploadStorage } from "../../storage";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";
import type { UploadCleanup } from "../uploads/cleanup";

export const teamRoutes = (db: Db, storage: UploadStorage, uploads: UploadCleanup): Router =>
  collectionRoutes({
    collection: sortableCollection<TeamMember>(db, teamMembers, "Team member", uploads),
    resource: teamResource,
    publicList: "team",
    uploads: { "/upload": imageUploadAnswering(storage, TEAM_IMAGE_RULE, "imageUrl") },
  });

/** The public GET /api/team: the team members, from the read cache (mounted before sessions). */
export const teamReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.team);
