import { z } from "zod";
import { companyInfoSchema, settingValueSchema, socialSettingKeys } from "@shared/schema";

export { companyInfoSchema };
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

// Each social URL is validated as the API validates any setting value (no format check, spec 5).
const socialValue = settingValueSchema.shape.value.unwrap();
export const socialLinksSchema = z.object(
  Object.fromEntries(socialSettingKeys.map((key) => [key, socialValue])) as Record<
    (typeof socialSettingKeys)[number],
    typeof socialValue
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;
