import type { z } from "zod";
import { insertTeamMemberSchema } from "@shared/schema";

/** The API's team schema without sortOrder (the client always saves 999). */
export const teamMemberFormSchema = insertTeamMemberSchema.omit({ sortOrder: true });
export type TeamMemberFormInput = z.input<typeof teamMemberFormSchema>;
export type TeamMemberFormValues = z.output<typeof teamMemberFormSchema>;

export const SAVED_SORT_ORDER = 999;

/** The body of POST and PUT: an empty LinkedIn URL goes as null. */
export const toTeamMemberBody = (values: TeamMemberFormValues) => ({
  ...values,
  imageUrl: values.imageUrl ?? "",
  linkedinUrl: values.linkedinUrl || null,
  sortOrder: SAVED_SORT_ORDER,
});
