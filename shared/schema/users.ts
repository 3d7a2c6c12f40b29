// Administrators: sign-in, registration and their accounts.
import { z } from "zod";
import type { users } from "../tables";
import { MAX_SHORT, nullableColumn, required } from "./fields";

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).min(1, "Username is required").max(MAX_SHORT),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1_000),
});

// Fields are listed in the table's column order, which is the order their errors are reported in.
export const insertUserSchema = z.object({
  username: required("Username", 64).regex(/^[A-Za-z0-9._@-]+$/, "Username may use letters, digits and . _ @ - only"),
  password: z
    .string({ error: "Password is required" })
    .min(8, "Password must be at least 8 characters")
    .max(1_000, "Password must be at most 1000 characters"),
  email: nullableColumn(
    z
      .union([z.literal(""), z.email("Enter a valid e-mail address").max(320)])
      .nullish()
      .transform((v) => v || null),
  ),
  isAdmin: z.boolean().optional(),
});

// Administrators' own accounts. Passwords and usernames follow the rules of registration above.

/** An administrator changes their own password: the current one proves it is them. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(1_000, "Password must be at most 1000 characters"),
  newPassword: insertUserSchema.shape.password,
});

/** An administrator adds another administrator. */
export const createAdminSchema = insertUserSchema.pick({ username: true, password: true, email: true });

/** An administrator sets a new password for another administrator. */
export const resetPasswordSchema = insertUserSchema.pick({ password: true });

/**
 * Every form that sets a password asks for it twice (a typo in a password nobody can see would lock someone out):
 * the second entry, checked in the browser only; the API takes the password once.
 */
export const confirmPasswordField = z.string({ error: "Confirm the password" }).min(1, "Confirm the password");
export const PASSWORDS_DIFFER = "The passwords do not match";

export type User = typeof users.$inferSelect;
export type PublicUser = Omit<User, "password" | "credentialsVersion" | "passwordSignIn" | "passwordReset">;
export type InsertUser = z.infer<typeof insertUserSchema>;
export type ChangePassword = z.infer<typeof changePasswordSchema>;
export type CreateAdmin = z.input<typeof createAdminSchema>;
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
