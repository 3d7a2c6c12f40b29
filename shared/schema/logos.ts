// Client logos.
import { z } from "zod";
import type { clientLogos } from "../tables";
import {
  altText,
  decorative,
  imageUrlSchema,
  loadedUpdatedAt,
  nullableColumn,
  optionalHttpUrl,
  reorderEntries,
  required,
  sortOrder,
} from "./fields";

export const insertClientLogoSchema = z.object({
  clientName: required("Client name"),
  logoUrl: imageUrlSchema.refine((v) => v !== "", { message: "Logo image is required" }),
  logoAlt: altText,
  logoDecorative: decorative,
  websiteUrl: nullableColumn(optionalHttpUrl("Website URL")),
  sortOrder: sortOrder.optional(),
});

export const updateClientLogoSchema = insertClientLogoSchema.partial().extend(loadedUpdatedAt);
export const logoReorderSchema = z.object({ logoOrders: reorderEntries });

export type ClientLogo = typeof clientLogos.$inferSelect;
export type InsertClientLogo = z.input<typeof insertClientLogoSchema>;
