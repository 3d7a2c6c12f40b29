// Testimonials.
import { z } from "zod";
import type { testimonials } from "../tables";
import {
  altText,
  decorative,
  imageUrlSchema,
  MAX_LONG,
  nullableColumn,
  required,
  sortableResource,
  sortOrder,
} from "./fields";
import type { WithMedia } from "./media";

const optionalImageUrl = imageUrlSchema.nullish().transform((v) => (v ? v : null));

export const insertTestimonialSchema = z.object({
  clientName: required("Client / company name"),
  personName: required("Person name"),
  personTitle: required("Title / position"),
  content: required("Testimonial content", MAX_LONG),
  avatarUrl: nullableColumn(optionalImageUrl),
  companyLogoUrl: nullableColumn(optionalImageUrl),
  avatarAlt: altText,
  avatarDecorative: decorative,
  companyLogoAlt: altText,
  companyLogoDecorative: decorative,
  sortOrder: sortOrder.optional(),
});

export const testimonialResource = sortableResource({
  insert: insertTestimonialSchema,
  reorderKey: "testimonialOrders",
});

export type Testimonial = typeof testimonials.$inferSelect;
export type InsertTestimonial = z.input<typeof insertTestimonialSchema>;

/** A testimonial as visitors read it: with the library's words for the person's photo and the company's logo. */
export type PublicTestimonial = WithMedia<Testimonial, "avatarUrl" | "companyLogoUrl">;
