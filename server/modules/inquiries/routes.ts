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
  respondToInquiry,
  setInquiryStatus,
} from "./service";

export function inquiryRoutes(db: Db, env: Env, mailer: Mailer, log: (message: string) => void): Router {
  const router = Router();

  router.post("/", inquiryLimiter(env, db), async (req, res) => {
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

  router.post("/:id/respond", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const { message } = parseBody(inquiryResponseSchema, req);
    const result: RespondResult = await respondToInquiry(db, mailer, log, id, message, req.user!.id);
    res.status(201).json(result);
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    await deleteInquiry(db, parseId(req));
    res.status(204).end();
  });

  return router;
}
