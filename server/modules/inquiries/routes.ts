import { Router } from "express";
import {
  inquiryResponseSchema,
  inquiryStatusSchema,
  insertInquirySchema,
  type RespondResult,
} from "@shared/schema";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";
import { requireAdmin } from "../../http/auth";
import { inquiryLimiter } from "../../http/rate-limit";
import { parseBody, parseId } from "../../http/validate";
import type { Mailer } from "../../lib/mailer";
import {
  createInquiry,
  deleteInquiry,
  listInquiries,
  listResponses,
  markDelivery,
  recordResponse,
  setInquiryStatus,
} from "./service";

export function inquiryRoutes(db: Db, env: Env, mailer: Mailer, log: (message: string) => void): Router {
  const router = Router();

  router.post("/", inquiryLimiter(env), async (req, res) => {
    res.status(201).json(await createInquiry(db, parseBody(insertInquirySchema, req)));
  });

  router.get("/", requireAdmin, async (_req, res) => {
    res.json(await listInquiries(db));
  });

  router.patch("/:id/status", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const { status } = parseBody(inquiryStatusSchema, req);
    res.json(await setInquiryStatus(db, id, status));
  });

  router.get("/:id/responses", requireAdmin, async (req, res) => {
    res.json(await listResponses(db, parseId(req)));
  });

  /** E-mails a saved response when a mail server is configured; says honestly what happened either way. */
  async function deliver(to: string, text: string): Promise<{ emailed: boolean; note: string }> {
    if (!mailer.configured) {
      return { emailed: false, note: "Saved, but not e-mailed: no mail server is configured (SMTP_URL)." };
    }
    try {
      await mailer.send({ to, subject: "Re: your accessibility services inquiry", text });
      return { emailed: true, note: `E-mailed to ${to}.` };
    } catch (error) {
      return { emailed: false, note: `Saved, but the e-mail could not be sent: ${(error as Error).message}` };
    }
  }

  router.post("/:id/respond", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const { message } = parseBody(inquiryResponseSchema, req);
    const saved = await recordResponse(db, id, message, req.user!.id);
    const { emailed, note } = await deliver(saved.inquiry.companyEmail, message);
    if (!emailed) log(`Inquiry ${id}: response ${saved.response.id} saved but not e-mailed: ${note}`);
    const response = await markDelivery(db, saved.response.id, emailed, note);
    const result: RespondResult = { ...saved, response, emailed, message: note };
    res.status(201).json(result);
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    await deleteInquiry(db, parseId(req));
    res.status(204).end();
  });

  return router;
}
