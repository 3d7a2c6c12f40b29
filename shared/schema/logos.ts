// Client logos.
import { z } from "zod";
import type { clientLogos } from "../tables";
import {
  altText,
  decorative,
  imageUrlSchema,
  nullableColumn,
  optionalHttpUrl,
  required,
  sortableResource,
  sortOrder,
} from "./fields";
import type { WithMedia } from "./media";

export const insertClientLogoSchema = z.object({
  clientName: required("Client name"),
  logoUrl: imageUrlSchema.refine((v) => v !== "", { message: "Logo image is required" }),
  logoAlt: altText,
  logoDecorative: decorative,
  websiteUrl: nullableColumn(optionalHttpUrl("Website URL")),
  sortOrder: sortOrder.optional(),
});

export const logoResource = sortableResource({ insert: insertClientLogoSchema, reorderKey: "logoOrders" });

export type ClientLogo = typeof clientLogos.$inferSelect;
export type InsertClientLogo = z.input<typeof insertClientLogoSchema>;

/** A client logo as visitors read it: with the library's words for the logo. */
export type PublicClientLogo = WithMedia<ClientLogo, "logoUrl">;
