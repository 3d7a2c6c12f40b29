import { Router } from "express";
import { imageUrlSchema, settingKeySchema, settingValueSchema } from "@shared/schema";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { badRequest, validationError } from "../../http/errors";
import { MB, imageUpload } from "../../http/uploads";
import { parseBody } from "../../http/validate";
import { listSettings, saveSetting } from "./service";

export function settingsRoutes(db: Db, uploadDir: string): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res.json(await listSettings(db));
  });

  // The company logo may be SVG (spec: PNG or SVG recommended); uploads are served so that SVG scripts never run.
  router.post(
    "/upload/logo",
    requireAdmin,
    ...imageUpload(uploadDir, { maxBytes: 5 * MB, tooLargeMessage: "File size should not exceed 5MB", allowSvg: true }),
    async (_req, res) => {
      const logoUrl = res.locals.uploadUrl as string;
      await saveSetting(db, "companyLogo", logoUrl);
      res.status(201).json({ logoUrl });
    },
  );

  router.post("/:settingKey", requireAdmin, async (req, res) => {
    const key = settingKeySchema.safeParse(req.params.settingKey);
    if (!key.success) throw badRequest(`Unknown setting "${req.params.settingKey}"`);
    const { value } = parseBody(settingValueSchema, req);
    // The logo is shown as an image on every page: like every image address, an upload or http(s).
    if (key.data === "companyLogo" && value) {
      const logo = imageUrlSchema.safeParse(value);
      if (!logo.success) throw validationError(logo.error);
    }
    res.json(await saveSetting(db, key.data, value));
  });

  return router;
}
