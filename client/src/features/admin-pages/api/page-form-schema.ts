import type { z } from "zod";
import { insertPageSchema } from "@shared/schema";

export const pageFormSchema = insertPageSchema;
export type PageFormInput = z.input<typeof pageFormSchema>;
export type PageFormValues = z.output<typeof pageFormSchema>;
