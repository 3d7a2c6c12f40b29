// The standards regions.
import { z } from "zod";
import type { standardsRegions } from "../tables";
import { required, sortableResource, sortOrder } from "./fields";

/** The icons a region may show (each drawn by the client, named in the admin picker). */
export const standardsIcons = ["government", "globe", "file-list"] as const;
export type StandardsIcon = (typeof standardsIcons)[number];

export const STANDARDS_MAX_DETAILS = 20;

const standardsFields = {
  title: required("Title"),
  subtitle: required("Subtitle", 300),
  icon: z.enum(standardsIcons, { error: `Icon must be one of: ${standardsIcons.join(", ")}` }),
  // A region lists at least one law or standard, each a title and a description, neither of them blank.
  details: z
    .array(z.object({ title: required("Detail title"), description: required("Detail description", 2_000) }), {
      error: "Details must be a list of titles and descriptions",
    })
    .min(1, "A region needs at least one detail")
    .max(STANDARDS_MAX_DETAILS, `At most ${STANDARDS_MAX_DETAILS} details`),
};

export const insertStandardsRegionSchema = z.object({ ...standardsFields, sortOrder: sortOrder.optional() });
export const standardsResource = sortableResource({
  insert: insertStandardsRegionSchema,
  reorderKey: "standardsOrders",
});

export type StandardsRegion = typeof standardsRegions.$inferSelect;
export type InsertStandardsRegion = z.input<typeof insertStandardsRegionSchema>;
