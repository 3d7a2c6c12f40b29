import type { z } from "zod";
import { pageContentSchema } from "@shared/schema";

export const pageFormSchema = pageContentSchema;
export type PageFormInput = z.input<typeof pageFormSchema>;
export type PageFormValues = z.output<typeof pageFormSchema>;
