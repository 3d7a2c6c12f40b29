import { Router } from "express";
import type { ActivityNote } from "../activity/recorder";
import { insertPageSchema, restorePageRevisionSchema, updatePageSchema, type Page } from "@shared/schema";
import type { Db } from "../../db/connection";
import { isAdmin, requireAdmin } from "../../http/auth";
import { notFound, validationError } from "../../http/errors";
import { IMAGE_RULE, imageUpload } from "../../http/uploads";
import { parseBody, parseId } from "../../http/validate";
import type { UploadStorage } from "../../storage";
import { recordTakeDown } from "../take-downs";
import type { UploadCleanup } from "../uploads/cleanup";
import { withLinks, withLinksOne } from "./page-links";
import {
  createPage,
  deletePage,
  findPageBySlug,
  findRevision,
  listPages,
  listRevisions,
  restoreRevision,
  updatePage,
} from "./service";

export function pageRoutes(db: Db, storage: UploadStorage, uploads: UploadCleanup): Router {
  const router = Router();

  // Images for page content: stored when chosen in the editor, kept once a saved page mentions them.
  router.post("/upload", requireAdmin, ...imageUpload(storage, IMAGE_RULE), (_req, res) => {
    res.status(201).json({ imageUrl: res.locals.uploadUrl });
  });

  // Public: published pages only, unless an administrator is previewing a draft.
  router.get("/slug/:slug", async (req, res) => {
    const slug = String(req.params.slug).slice(0, 200);
    const page = await findPageBySlug(db, slug, { includeDrafts: isAdmin(req) });
    if (!page) throw notFound("Page not found");
    res.json(page);
  });

  // Page Management's answers say which menus link to each page (page-links.ts).
  router.get("/", requireAdmin, async (_req, res) => {
    res.json(await withLinks(db, await listPages(db)));
  });
  router.post("/", requireAdmin, async (req, res) => {
    const page = await createPage(db, parseBody(insertPageSchema, req), req.user!.id);
    res.status(201).json(await withLinksOne(db, page));
  });
  // A page saved as a draft, deleted or given another slug leaves the public addresses it had (take-downs.ts).
  const publicAt = (page: Page) => (page.isPublished ? page.slug : null);
  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const page = await updatePage(db, id, parseBody(updatePageSchema, req), uploads, req.user!.id);
    recordTakeDown(res, { page: id, publicAt: publicAt(page) });
    res.json(await withLinksOne(db, page));
  });
  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req);
    res.locals.activity = { subject: await deletePage(db, id, uploads) } satisfies ActivityNote;
    recordTakeDown(res, { page: id, publicAt: null });
    res.status(204).end();
  });

  router.get("/:id/revisions", requireAdmin, async (req, res) => {
    res.json(await listRevisions(db, parseId(req)));
  });
  router.get("/:id/revisions/:revisionId", requireAdmin, async (req, res) => {
    res.json(await findRevision(db, parseId(req), parseId(req, "revisionId")));
  });
  router.post("/:id/revisions/:revisionId/restore", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const revisionId = parseId(req, "revisionId");
    // The body is optional here: without one the restore applies whatever was saved in between.
    const parsed = restorePageRevisionSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const page = await restoreRevision(db, id, revisionId, parsed.data, uploads, req.user!.id);
    recordTakeDown(res, { page: id, publicAt: publicAt(page) });
    res.json(await withLinksOne(db, page));
  });
  return router;
}
