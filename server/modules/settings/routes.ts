import { Router } from "express";
import { settingBodySchema, settingKeySchema } from "@shared/schema";
import { describeSettingChange } from "@shared/setting-labels";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { badRequest } from "../../http/errors";
import { IMAGE_RULE, imageUpload } from "../../http/uploads";
import { parseBody } from "../../http/validate";
import type { UploadStorage } from "../../storage";
import type { UploadCleanup } from "../uploads/cleanup";
import { saveSetting } from "./service";

export function settingsRoutes(db: Db, storage: UploadStorage, uploads: UploadCleanup): Router {
  const router = Router();

  // The company logo may be SVG (the settings screen recommends PNG or SVG); uploads are served so that SVG scripts never run.
  router.post(
    "/upload/logo",
    requireAdmin,
    ...imageUpload(storage, { ...IMAGE_RULE, allowSvg: true }),
    async (_req, res) => {
      const logoUrl = res.locals.uploadUrl as string;
      await saveSetting(db, "companyLogo", logoUrl, uploads);
      res.status(201).json({ logoUrl });
    },
  );

  router.post("/:settingKey", requireAdmin, async (req, res) => {
    const key = settingKeySchema.safeParse(req.params.settingKey);
    if (!key.success) throw badRequest(`Unknown setting "${req.params.settingKey}"`);
    const { value } = parseBody(settingBodySchema(key.data), req);
    const saved = await saveSetting(db, key.data, value, uploads);
    res.locals.activity = { summary: describeSettingChange(key.data, value) };
    res.json(saved);
  });

  return router;
}
