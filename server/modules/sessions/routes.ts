import { Router } from "express";
import { z } from "zod";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";
import { requireAdmin } from "../../http/auth";
import { badRequest } from "../../http/errors";
import type { ActivityNote } from "../activity/recorder";
import { endOtherSessions, endSession, listSessions } from "./service";

/** A session as its address names it: the digest of its id (service.ts), never the id itself. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** The signed-in administrator's own sessions: list, end one, end all the others. Mounted at /api/sessions. */
export function sessionRoutes(db: Db, env: Env): Router {
  const router = Router();
  router.use(requireAdmin);
  const lifetimes = {
    idleLifetimeMs: env.SESSION_IDLE_HOURS * 60 * 60_000,
    absoluteLifetimeMs: env.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60_000,
  };

  router.get("/", async (req, res) => {
    res.json(await listSessions(db, req.user!.id, req.sessionID, lifetimes));
  });

  router.post("/end-others", async (req, res) => {
    const ended = await endOtherSessions(db, req.user!.id, req.sessionID);
    res.locals.activity = {
      summary: `Signed out everywhere else (${ended} ${ended === 1 ? "session" : "sessions"})`,
    } satisfies ActivityNote;
    res.json({ ended });
  });

  router.delete("/:id", async (req, res) => {
    const digest = sessionIdSchema.safeParse(req.params.id);
    if (!digest.success) throw badRequest(`"${req.params.id}" is not a session of yours`);
    const what = await endSession(db, req.user!.id, digest.data, req.sessionID);
    res.locals.activity = { summary: `Signed out a session (${what})` } satisfies ActivityNote;
    res.status(204).end();
  });

  return router;
}
