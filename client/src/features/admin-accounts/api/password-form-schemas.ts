import { z } from "zod";
import {
  changePasswordSchema,
  confirmPasswordField as confirmField,
  createAdminSchema,
  PASSWORDS_DIFFER as MISMATCH,
  resetPasswordSchema,
} from "@shared/schema";

// The forms use the API's own schemas and add the second entry of the new password (confirmPasswordField).

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
