import type { z } from "zod";
import { insertClientLogoSchema } from "@shared/schema";

/** The dialog edits the name, the image and its alt text; the rest keeps its stored value. */
export const logoFormSchema = insertClientLogoSchema.pick({
  clientName: true,
  logoUrl: true,
  logoAlt: true,
  logoDecorative: true,
});
export type LogoFormInput = z.input<typeof logoFormSchema>;
export type LogoFormValues = z.output<typeof logoFormSchema>;
