import { Router, type Request } from "express";
import { z } from "zod";
import { mediaListQuerySchema, mediaUpdateSchema, type MediaItem } from "@shared/schema";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { validationError } from "../../http/errors";
import { LOGO_RULE, imageUpload, removeAll, type StoredImage } from "../../http/uploads";
import { parseBody, parseId, parseQuery } from "../../http/validate";
import type { UploadStorage } from "../../storage";
import type { ActivityNote } from "../activity/recorder";
import type { UploadCleanup } from "../uploads/cleanup";
import {
  deleteMedia,
  listMedia,
  mediaDetail,
  mediaItem,
  mediaSummary,
  replaceMediaFile,
  updateMedia,
  type LibraryWords,
} from "./service";

/**
 * The form fields an upload to the library may send beside its file: the image's alt text, and whether it is
 * decorative ("true" or "false", as a form sends them).
 */
export const mediaUploadFieldsSchema = z.strictObject({
  altText: mediaUpdateSchema.shape.altText,
  decorative: z
    .enum(["true", "false"], { error: "Decorative must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
});

/** The upload's words from its form fields; a field the schema does not know, or a bad value, is a 400. */
function uploadWords(req: Request): LibraryWords {
  const parsed = mediaUploadFieldsSchema.safeParse(req.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** How the activity log names an entry. */
const named = (item: Pick<MediaItem, "id" | "name">) => ({ id: item.id, name: item.name });

/**
 * The Media screen's endpoints, administrators only. Images may be what the logo fields accept (SVG too), up to
 * 5 MB. Every write clears the public reads (api-routes.ts): the site shows each image with the library's words.
 */
export function mediaRoutes(db: Db, storage: UploadStorage, uploads: UploadCleanup): Router {
  const router = Router();

  router.get("/", requireAdmin, async (req, res) => {
    res.json(await listMedia(db, parseQuery(mediaListQuerySchema, req)));
  });

  router.get("/:id", requireAdmin, async (req, res) => {
    res.json(await mediaDetail(db, parseId(req)));
  });

  router.post(
    "/",
    requireAdmin,
    ...imageUpload({ db, storage }, LOGO_RULE, { words: uploadWords }),
    async (_req, res) => {
      res.status(201).json(await mediaSummary(db, res.locals.mediaId as number));
    },
  );

  router.patch("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req);
    res.json(await updateMedia(db, id, parseBody(mediaUpdateSchema, req)));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const row = await deleteMedia(db, parseId(req), uploads);
    res.locals.activity = { subject: named(row) } satisfies ActivityNote;
    res.status(204).end();
  });

  // The entry is looked up before the file is received, so a bad or unknown id stores nothing; an entry deleted
  // meanwhile leaves nothing behind either (the new files go again).
  router.post(
    "/:id/replace",
    requireAdmin,
    async (req, _res, next) => {
      await mediaItem(db, parseId(req));
      next();
    },
    ...imageUpload({ db, storage }, LOGO_RULE, { addToLibrary: false }),
    async (req, res) => {
      const image = res.locals.storedImage as StoredImage;
      const summary = await replaceMediaFile(db, parseId(req), image, {
        userId: req.user?.id ?? null,
        uploads,
        discard: () => removeAll(storage, image.files),
      });
      res.locals.activity = {
        entityId: summary.id,
        summary: `Replaced the file of the image "${summary.name}"`,
      } satisfies ActivityNote;
      res.json(summary);
    },
  );

  return router;
}
