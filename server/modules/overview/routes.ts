// GET /api/overview: the CMS's Overview screen in one answer, for administrators (service.ts works it out).
import { Router } from "express";
import { requireAdmin } from "../../http/auth";
import { overviewOf, type OverviewSources } from "./service";

export function overviewRoutes(sources: Omit<OverviewSources, "now">): Router {
  const router = Router();
  router.get("/", requireAdmin, async (_req, res) => {
    res.json(await overviewOf(sources));
  });
  return router;
}
