import type { z } from "zod";
import { insertTestimonialSchema } from "@shared/schema";

export const testimonialFormSchema = insertTestimonialSchema.omit({ sortOrder: true });
export type TestimonialFormInput = z.input<typeof testimonialFormSchema>;
export type TestimonialFormValues = z.output<typeof testimonialFormSchema>;
