// Team members.
import { z } from "zod";
import type { teamMembers } from "../tables";
import {
  altText,
  decorative,
  imageUrlSchema,
  MAX_LONG,
  nullableColumn,
  optionalHttpUrl,
  required,
  sortableResource,
  sortOrder,
} from "./fields";
import type { WithMedia } from "./media";

export const insertTeamMemberSchema = z.object({
  name: required("Name"),
  designation: required("Designation"),
  description: required("Description", MAX_LONG),
  imageUrl: imageUrlSchema.optional(),
  imageAlt: altText,
  imageDecorative: decorative,
  linkedinUrl: nullableColumn(optionalHttpUrl("LinkedIn URL")),
  // The column has a default, so the field may be left out.
  sortOrder: sortOrder.optional(),
});

export const teamResource = sortableResource({ insert: insertTeamMemberSchema, reorderKey: "teamOrders" });

export type TeamMember = typeof teamMembers.$inferSelect;
export type InsertTeamMember = z.input<typeof insertTeamMemberSchema>;

/** A team member as visitors read it: with the library's words for the photo. */
export type PublicTeamMember = WithMedia<TeamMember, "imageUrl">;
