import { Router } from "express";
import { activityQuerySchema } from "@shared/schema";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { validationError } from "../../http/errors";
import type { ActivityRecorder } from "./recorder";
import { listActivity } from "./service";

export function activityRoutes(db: Db, recorder: ActivityRecorder): Router {
  const router = Router();

  // Newest first, one page at a time, filtered by action, kind of item, user name (any part of it) and date range.
  router.get("/", requireAdmin, async (req, res) => {
    const query = activityQuerySchema.safeParse(req.query);
    if (!query.success) throw validationError(query.error);
    // Entries of writes whose answers just went out may still be on their way; the list waits for them, so an
    // administrator who opens the log right after a change sees it.
    await recorder.idle();
    res.json(await listActivity(db, query.data));
  });

  return router;
}
