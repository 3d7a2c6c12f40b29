import { Router } from "express";
import {
  settingBodySchema,
  settingKeySchema,
  settingsBatchSchema,
  testEmailSchema,
  type SettingKey,
} from "@shared/schema";
import { describeSettingChange, describeSettingsSave } from "@shared/setting-labels";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { badRequest } from "../../http/errors";
import { testEmailLimiter } from "../../http/rate-limit";
import { LOGO_RULE, imageUpload } from "../../http/uploads";
import { parseBody } from "../../http/validate";
import type { Mailer } from "../../lib/mailer";
import type { UploadStorage } from "../../storage";
import { listReadRoutes, type PublicReads } from "../public-reads";
import type { UploadCleanup } from "../uploads/cleanup";
import { assertImagesDescribed, listPrivateSettings, saveSetting, saveSettings } from "./service";
import { sendTestEmail } from "./test-email";

/** Told which settings a save changed, before its answer (the automatic backups follow theirs at once). */
export type SettingsChanged = (changed: SettingKey[]) => Promise<void> | void;

export function settingsRoutes(
  db: Db,
  storage: UploadStorage,
  uploads: UploadCleanup,
  mailer: Mailer,
  onChange: SettingsChanged = () => {},
): Router {
  const router = Router();

  // The settings only administrators may read (the team's addresses for new inquiries), for their form: the
  // public GET /api/settings leaves them out.
  router.get("/private", requireAdmin, async (_req, res) => {
    res.json(await listPrivateSettings(db));
  });

  // Sends a test message through the configured mail server and says in plain words what the server answered.
  router.post("/test-email", requireAdmin, testEmailLimiter(db), async (req, res) => {
    const { to } = parseBody(testEmailSchema, req);
    res.json(await sendTestEmail(mailer, to));
  });

  // The company logo may be SVG (the settings screen recommends PNG or SVG); uploads are served so that SVG scripts never run.
  router.post("/upload/logo", requireAdmin, ...imageUpload({ db, storage }, LOGO_RULE), async (_req, res) => {
    const logoUrl = res.locals.uploadUrl as string;
    await saveSetting(db, "companyLogo", logoUrl, uploads);
    res.locals.activity = { entityId: "companyLogo", summary: `Uploaded a new company logo, ${logoUrl}` };
    res.status(201).json({ logoUrl, mediaId: res.locals.mediaId as number });
  });

  // One Save of a form: every value in one transaction, and one activity entry naming what changed.
  router.put("/", requireAdmin, async (req, res) => {
    const { settings } = parseBody(settingsBatchSchema, req);
    await assertImagesDescribed(db, settings);
    const { saved, changed } = await saveSettings(db, settings, uploads);
    await onChange(changed);
    res.locals.activity = describeSettingsSave(settings, changed);
    res.json(saved);
  });

  router.post("/:settingKey", requireAdmin, async (req, res) => {
    const key = settingKeySchema.safeParse(req.params.settingKey);
    if (!key.success) throw badRequest(`Unknown setting "${req.params.settingKey}"`);
    const { value } = parseBody(settingBodySchema(key.data), req);
    await assertImagesDescribed(db, { [key.data]: value });
    const saved = await saveSetting(db, key.data, value, uploads);
    await onChange([key.data]);
    res.locals.activity = { summary: describeSettingChange(key.data, value) };
    res.json(saved);
  });

  return router;
}

/**
 * The public GET /api/settings: every setting with its effective value (stored, else the default), from the read
 * cache (mounted before sessions).
 */
export const settingsReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads.settings);
