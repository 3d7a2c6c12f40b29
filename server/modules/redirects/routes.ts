import { Router } from "express";
import { redirectImportSchema, redirectSchema, type Redirect } from "@shared/schema";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { parseBody, parseId } from "../../http/validate";
import type { ActivityNote, ActivityRecorder } from "../activity/recorder";
import { exportSentence } from "../activity/sentence";
import { importRedirectsCsv, redirectsCsv, redirectsFileName } from "./csv";
import { notFoundList, type NotFoundLog } from "./not-found";
import type { RedirectRules } from "./rules";
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from "./service";

/** How the activity log names a rule: where it leads from and to. */
const named = (rule: Redirect) => ({ id: rule.id, name: `${rule.fromPath} → ${rule.toPath}` });

/** The Redirects screen's endpoints, administrators only. A write makes every server read the rules again. */
export function redirectRoutes(
  db: Db,
  rules: RedirectRules,
  notFound: NotFoundLog,
  activity: Pick<ActivityRecorder, "recordRead">,
): Router {
  const router = Router();

  // With the hits this server counted and has not written yet, so a rule just followed shows it.
  router.get("/", requireAdmin, async (_req, res) => {
    await rules.flushHits();
    res.json(await listRedirects(db));
  });

  // Every rule as a CSV file (csv.ts). A read, which the activity log records all the same: it is how rules leave
  // the site in bulk. The rules are few enough to make in one go.
  router.get("/export.csv", requireAdmin, async (req, res) => {
    await rules.flushHits();
    const rows = await listRedirects(db);
    res
      .type("text/csv; charset=utf-8")
      .setHeader("Content-Disposition", `attachment; filename="${redirectsFileName()}"`)
      .send(redirectsCsv(rows));
    activity.recordRead(req, {
      action: "export",
      entityType: "redirects",
      summary: exportSentence("redirects", rows.length, {}),
    });
  });

  // Rules from a CSV file, added or replacing the rule from the same address, all or none.
  router.post("/import", requireAdmin, async (req, res) => {
    const { csv } = parseBody(redirectImportSchema, req);
    const result = await importRedirectsCsv(db, csv);
    const count = result.added + result.replaced;
    res.locals.activity = {
      summary: `Imported ${count} ${count === 1 ? "redirect" : "redirects"} (${result.added} added, ${result.replaced} replaced)`,
    } satisfies ActivityNote;
    res.json(result);
  });

  router.get("/not-found", requireAdmin, async (_req, res) => {
    await notFound.flush();
    res.json(await notFoundList(db));
  });

  router.post("/", requireAdmin, async (req, res) => {
    const row = await createRedirect(db, parseBody(redirectSchema, req));
    res.locals.activity = { subject: named(row) } satisfies ActivityNote;
    res.status(201).json(row);
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const row = await updateRedirect(db, id, parseBody(redirectSchema, req));
    res.locals.activity = { subject: named(row) } satisfies ActivityNote;
    res.json(row);
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const row = await deleteRedirect(db, parseId(req));
    res.locals.activity = { subject: named(row) } satisfies ActivityNote;
    res.status(204).end();
  });

  return router;
}
