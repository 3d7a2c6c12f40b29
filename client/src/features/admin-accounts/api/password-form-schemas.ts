import { z } from "zod";
import { changePasswordSchema, createAdminSchema, resetPasswordSchema } from "@shared/schema";

// The forms use the API's own schemas and add a second entry of the new password, checked only here: a typo in a
// password nobody can see would otherwise lock someone out.

const MISMATCH = "The passwords do not match";
const confirmField = z.string({ error: "Confirm the password" }).min(1, "Confirm the password");

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmField })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MISMATCH, path: ["confirmPassword"] });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;

export const addAdminFormSchema = createAdminSchema
  .extend({ confirmPassword: confirmField })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH, path: ["confirmPassword"] });
export type AddAdminFormInput = z.input<typeof addAdminFormSchema>;
export type AddAdminFormValues = z.output<typeof addAdminFormSchema>;

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: confirmField })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH, path: ["confirmPassword"] });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;
