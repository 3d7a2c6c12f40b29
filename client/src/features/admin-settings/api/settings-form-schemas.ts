import { z } from "zod";
import { companyInfoSchema, settingBodySchema, socialSettingKeys } from "@shared/schema";

export { companyInfoSchema };
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

// Each social URL is validated as the API validates that setting (no format check).
type SocialValue = ReturnType<ReturnType<typeof settingBodySchema>["shape"]["value"]["unwrap"]>;
export const socialLinksSchema = z.object(
  Object.fromEntries(socialSettingKeys.map((key) => [key, settingBodySchema(key).shape.value.unwrap()])) as Record<
    (typeof socialSettingKeys)[number],
    SocialValue
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;
