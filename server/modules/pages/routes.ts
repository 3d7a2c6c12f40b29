import { Router } from "express";
import { pageListQuerySchema } from "@shared/admin-lists";
import type { SavedPageAnswer } from "@shared/page-links";
import {
  deletePageSchema,
  insertPageSchema,
  restorePageRevisionSchema,
  updatePageSchema,
  type Page,
} from "@shared/schema";
import type { Db } from "../../db/connection";
import { isAdmin, requireAdmin } from "../../http/auth";
import { notFound, validationError } from "../../http/errors";
import { sendCached } from "../../http/send-cached";
import { hasSessionCookie } from "../../http/sessions";
import { IMAGE_RULE, imageUploadAnswering } from "../../http/uploads";
import { parseBody, parseId } from "../../http/validate";
import type { UploadStorage } from "../../storage";
import type { ActivityNote } from "../activity/recorder";
import { listQueryOf } from "../list-query";
import { PUBLIC_READ_CACHE_CONTROL, type PublicReads } from "../public-reads";
import { recordTakeDown } from "../take-downs";
import type { UploadCleanup } from "../uploads/cleanup";
import { listPagePage } from "./list";
import { withLinks, withLinksOne } from "./page-links";
import type { SavedPage } from "./service";
import {
  createPage,
  deletePage,
  findPage,
  findPageBySlug,
  findRevision,
  listPages,
  listRevisions,
  restoreRevision,
  updatePage,
} from "./service";

/**
 * The public GET /api/pages/slug/:slug, mounted before sessions: a published page from the read cache. Any other
 * slug, asked with a session cookie, goes on to pageRoutes below, where an administrator may preview a draft;
 * asked without one, it is a 404 at once.
 */
export function pageReadRoutes(reads: PublicReads): Router {
  const router = Router();
  router.get("/slug/:slug", async (req, res, next) => {
    const entry = await reads.page(String(req.params.slug));
    if (entry.data) return sendCached(req, res, entry, PUBLIC_READ_CACHE_CONTROL);
    if (hasSessionCookie(req)) return next();
    res.setHeader("Cache-Control", "no-store");
    throw notFound("Page not found");
  });
  return router;
}

/** A draft shown to an administrator: kept by no cache, the browser's included. */
export const DRAFT_CACHE_CONTROL = "private, no-store";

/** A saved page as Page Management gets it: with the menus linking to it, and the redirects a move made. */
const savedAnswer = async (db: Db, { page, redirects }: SavedPage): Promise<SavedPageAnswer> => ({
  ...(await withLinksOne(db, page)),
  redirects,
});

export function pageRoutes(db: Db, storage: UploadStorage, uploads: UploadCleanup): Router {
  const router = Router();

  // Images for page content: stored when chosen in the editor, kept once a saved page mentions them.
  router.post("/upload", requireAdmin, ...imageUploadAnswering({ db, storage }, IMAGE_RULE, "imageUrl"));

  // With a session (pageReadRoutes found no published page): a draft for an administrator's preview, else a 404.
  router.get("/slug/:slug", async (req, res) => {
    const slug = String(req.params.slug).slice(0, 200);
    const page = await findPageBySlug(db, slug, { includeDrafts: isAdmin(req) });
    if (!page) throw notFound("Page not found");
    if (!page.isPublished) res.setHeader("Cache-Control", DRAFT_CACHE_CONTROL);
    res.json(page);
  });

  // Page Management's answers say which menus link to each page (page-links.ts). With any query parameter the list
  // answers one page of summaries (list.ts); without one, every page whole, as the menu editor's picker reads it.
  router.get("/", requireAdmin, async (req, res) => {
    const query = listQueryOf(pageListQuerySchema, req);
    res.json(query ? await listPagePage(db, query) : await withLinks(db, await listPages(db)));
  });
  // One page whole, for the edit dialog.
  router.get("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const page = await findPage(db, id);
    if (!page) throw notFound(`Page ${id} was not found`);
    res.json(await withLinksOne(db, page));
  });
  router.post("/", requireAdmin, async (req, res) => {
    const page = await createPage(db, parseBody(insertPageSchema, req), req.user!.id);
    res.status(201).json(await withLinksOne(db, page));
  });
  // A page saved as a draft, deleted or given another slug leaves the public addresses it had (take-downs.ts).
  const publicAt = (page: Page) => (page.isPublished ? page.slug : null);
  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const saved = await updatePage(db, id, parseBody(updatePageSchema, req), uploads, req.user!.id);
    recordTakeDown(res, { list: "pages", id, publicAt: publicAt(saved.page) });
    res.json(await savedAnswer(db, saved));
  });
  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req);
    // The body is optional: without one, the page's addresses answer "not found" from now on.
    const { redirectTo } = req.body === undefined ? {} : parseBody(deletePageSchema, req);
    res.locals.activity = { subject: await deletePage(db, id, uploads, redirectTo) } satisfies ActivityNote;
    recordTakeDown(res, { list: "pages", id });
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
    const saved = await restoreRevision(db, id, revisionId, parsed.data, uploads, req.user!.id);
    recordTakeDown(res, { list: "pages", id, publicAt: publicAt(saved.page) });
    res.json(await savedAnswer(db, saved));
  });
  return router;
}
