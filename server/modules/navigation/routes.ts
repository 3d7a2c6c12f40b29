import { Router } from "express";
import { navigationSchema } from "@shared/navigation";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { parseBody } from "../../http/validate";
import type { ActivityNote } from "../activity/recorder";
import { listReadRoutes, type PublicReads } from "../public-reads";
import { loadNavigation, resetNavigation, saveNavigation } from "./service";

/**
 * The menus' admin endpoints: GET /edit (the stored menus, links to unpublished pages included), PUT / (save) and
 * DELETE / (back to the shipped menus). The public GET /api/navigation is navigationReadRoutes below.
 */
export function navigationRoutes(db: Db): Router {
  const router = Router();
  router.get("/edit", requireAdmin, async (_req, res) => {
    res.json(await loadNavigation(db));
  });
  router.put("/", requireAdmin, async (req, res) => {
    const saved = await saveNavigation(db, parseBody(navigationSchema, req));
    res.locals.activity = { summary: "Changed the site navigation" } satisfies ActivityNote;
    res.json(saved);
  });
  router.delete("/", requireAdmin, async (_req, res) => {
    const restored = await resetNavigation(db);
    res.locals.activity = { summary: "Restored the default site navigation" } satisfies ActivityNote;
    res.json(restored);
  });
  return router;
}

/**
 * The public GET /api/navigation: the header and footer menus without links to unpublished pages, from the read
 * cache (mounted before sessions).
 */
export const navigationReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.navigation);
