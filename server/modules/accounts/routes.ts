import { Router } from "express";
import { changePasswordSchema, createAdminSchema, resetPasswordSchema } from "@shared/schema";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";
import { requireAdmin, requireAdminForPasswordChange } from "../../http/auth";
import { badRequest } from "../../http/errors";
import { passwordChangeLimiter } from "../../http/rate-limit";
import { parseBody, parseId } from "../../http/validate";
import type { ActivityNote } from "../activity/recorder";
import { changeOwnPassword, createAdmin, listAdmins, removeAdmin, RESET_SELF, resetAdminPassword } from "./service";

/** The administrators: list, add, reset another's password, remove. Mounted at /api/admins. */
export function adminRoutes(db: Db): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get("/", async (_req, res) => {
    res.json(await listAdmins(db));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await createAdmin(db, parseBody(createAdminSchema, req)));
  });

  router.put("/:id/password", async (req, res) => {
    const id = parseId(req);
    const { password } = parseBody(resetPasswordSchema, req);
    // A reset skips the current-password check and signs out every session, this one included.
    if (id === req.user!.id) throw badRequest(RESET_SELF);
    await resetAdminPassword(db, id, password);
    res.status(204).end();
  });

  router.delete("/:id", async (req, res) => {
    res.locals.activity = { subject: await removeAdmin(db, parseId(req), req.user!.id) } satisfies ActivityNote;
    res.status(204).end();
  });
  router.use(requireAdmin);

  return router;
}

/** The signed-in administrator's own account. Mounted at /api/account. */
export function accountRoutes(db: Db, env: Env): Router {
  const router = Router();

  // The one admin endpoint open to an administrator who must first replace a password another one chose.
  router.post("/password", requireAdminForPasswordChange, passwordChangeLimiter(env, db), async (req, res) => {
    const input = parseBody(changePasswordSchema, req);
    // This session stays signed in: it takes the new version along.
    req.session.credentialsVersion = await changeOwnPassword(db, req.user!.id, req.sessionID, input);
    res.status(204).end();
  });

  return router;
}
