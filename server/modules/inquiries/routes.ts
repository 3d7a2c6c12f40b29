import { Router } from "express";
import { inquiryExportQuerySchema, inquiryListQuerySchema } from "@shared/admin-lists";
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_CHALLENGE_REFUSED,
  INQUIRY_HONEYPOT_FIELD,
  inquiryEraseSchema,
  inquiryNotesSchema,
  inquiryResponseSchema,
  inquiryStatusSchema,
  publicInquirySchema,
  type InquiryReceived,
  type MailStatus,
  type RespondResult,
} from "@shared/schema";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";
import { requireAdmin } from "../../http/auth";
import { badRequest } from "../../http/errors";
import { inquiryLimiter } from "../../http/rate-limit";
import { parseBody, parseId, parseQuery } from "../../http/validate";
import type { Mailer } from "../../lib/mailer";
import { inquiryChallengeFailures } from "../../lib/metrics";
import type { ActivityNote, ActivityRecorder } from "../activity/recorder";
import { exportSentence } from "../activity/sentence";
import { listQueryOf } from "../list-query";
import { newChallenge, redeemSolution } from "./challenge";
import { describeErasure, eraseInquiriesFrom } from "./erase";
import { EXPORT_HEADER, exportDisposition, inquiryBatches, inquiryCells, writeCsv } from "./export";
import { inquiryCounts, listInquiryPage } from "./list";
import { notificationStatus, type NotificationWorker } from "./notifications";
import {
  createInquiry,
  deleteInquiry,
  findInquiry,
  listInquiries,
  listResponses,
  respondToInquiry,
  setInquiryNotes,
  setInquiryStatus,
} from "./service";

/**
 * What a visitor is told once their inquiry is received, and all they are told: the stored row would show how many
 * inquiries came before theirs, and a bot caught by the hidden field gets these same words.
 */
const RECEIVED: InquiryReceived = { message: "Thank you. We received your request and will be in touch soon." };

export function inquiryRoutes(
  db: Db,
  env: Env,
  mailer: Mailer,
  log: (message: string) => void,
  notifications: Pick<NotificationWorker, "wake">,
  activity: Pick<ActivityRecorder, "recordRead">,
  /** The keys of the proof of work (challenge.ts): the first signs new challenges, all verify. */
  challengeKeys: string[],
): Router {
  const router = Router();

  // The quote form's proof of work: a new signed challenge for each visitor who starts on the form (never cached:
  // the API answers no-store), or word that the server asks for none.
  router.get("/challenge", async (_req, res) => {
    res.json(env.INQUIRY_CHALLENGE ? await newChallenge(challengeKeys[0]!) : { disabled: true });
  });

  router.post("/", inquiryLimiter(env, db), async (req, res) => {
    const { [INQUIRY_HONEYPOT_FIELD]: honeypot, altcha, ...inquiry } = parseBody(publicInquirySchema, req);
    // Without a valid, unexpired, unused proof of work nothing is stored. The form solves one before it sends, and
    // on this refusal fetches a new one and sends once more, so a person never sees these words.
    if (env.INQUIRY_CHALLENGE) {
      const outcome = await redeemSolution(db, challengeKeys, altcha);
      if (outcome !== "accepted") {
        inquiryChallengeFailures.inc({ reason: outcome });
        log(`Inquiry refused: its proof of work was ${outcome}`);
        throw badRequest(INQUIRY_CHALLENGE_REFUSED);
      }
    }
    // Only bots fill in the hidden field. They get the same answer as a person, so they learn nothing from it, but
    // nothing is stored and no administrator ever sees the submission.
    if (honeypot?.trim()) {
      log("Inquiry dropped: the hidden honeypot field was filled in");
    } else {
      // The link in the team's e-mail: the site's configured address, else the one this request came to (only
      // outside production, which requires PUBLIC_SITE_URL).
      const siteUrl = env.PUBLIC_SITE_URL ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
      const { inquiry: row, queued } = await createInquiry(db, inquiry, siteUrl);
      if (queued) notifications.wake();
      // The activity log still names the inquiry when someone signed in sends one.
      res.locals.activity = { entityId: row.id, summary: row.fullName } satisfies ActivityNote;
    }
    res.status(201).json(RECEIVED);
  });

  // With any query parameter: one page of summaries with the tabs' counts (list.ts); without one, every inquiry
  // whole, oldest first, as before paging existed.
  router.get("/", requireAdmin, async (req, res) => {
    const query = listQueryOf(inquiryListQuerySchema, req);
    res.json(query ? await listInquiryPage(db, query) : await listInquiries(db));
  });

  // How many inquiries have each status, for the count of new ones beside Inquiries in the admin navigation.
  router.get("/counts", requireAdmin, async (_req, res) => {
    res.json(await inquiryCounts(db));
  });

  // The inquiries of one tab and search as a CSV file (export.ts), written while they are read. Exporting is the one
  // read the activity log records: it takes every inquirer's contact details off the site. The entry is written
  // once the file is sent, with how many rows it held (or how many left before the download was cancelled).
  router.get("/export.csv", requireAdmin, async (req, res) => {
    const query = parseQuery(inquiryExportQuerySchema, req);
    const gone = new AbortController();
    res.once("close", () => gone.abort());
    res.type("text/csv; charset=utf-8").setHeader("Content-Disposition", exportDisposition());
    // A HEAD request (Express answers it here too) learns the headers; nothing is read, sent or recorded.
    if (req.method === "HEAD") return void res.end();
    let sent;
    try {
      sent = await writeCsv(res, EXPORT_HEADER, inquiryBatches(db, query), inquiryCells, gone.signal);
    } catch (error) {
      // Before the first line: the error handler answers as for any request, JSON and not a file to keep. After
      // it: the connection is cut, so the browser reports a failed download rather than keeping a file cut short.
      if (res.headersSent) res.destroy();
      else for (const header of ["Content-Type", "Content-Disposition"]) res.removeHeader(header);
      throw error;
    }
    res.end();
    const label = query.status && INQUIRY_STATUS_LABELS[query.status];
    activity.recordRead(req, {
      action: "export",
      entityType: "inquiries",
      summary: exportSentence("inquiries", sent.rows, { label, search: query.search }, sent.complete),
    });
  });

  // Whether a reply can be e-mailed at all, so the Respond dialog can say so before one is written.
  router.get("/mail-status", requireAdmin, (_req, res) => {
    res.json({ configured: mailer.configured } satisfies MailStatus);
  });

  // For a warning in the CMS: e-mails about new inquiries that failed and wait for another attempt.
  router.get("/notifications/status", requireAdmin, async (_req, res) => {
    res.json(await notificationStatus(db));
  });

  // Erases everything stored about one e-mail address (erase.ts), when the person asks. The activity log records
  // that it happened and how many records went, never the address.
  router.post("/erase", requireAdmin, async (req, res) => {
    const { email } = parseBody(inquiryEraseSchema, req);
    const erased = await eraseInquiriesFrom(db, email);
    res.locals.activity = { summary: describeErasure(erased) } satisfies ActivityNote;
    res.json(erased);
  });

  // One inquiry whole, for Inquiry Details.
  router.get("/:id", requireAdmin, async (req, res) => {
    res.json(await findInquiry(db, parseId(req)));
  });

  router.patch("/:id/status", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const { status } = parseBody(inquiryStatusSchema, req);
    res.json(await setInquiryStatus(db, id, status));
  });

  router.patch("/:id/notes", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const { notes } = parseBody(inquiryNotesSchema, req);
    res.json(await setInquiryNotes(db, id, notes));
  });

  router.get("/:id/responses", requireAdmin, async (req, res) => {
    res.json(await listResponses(db, parseId(req)));
  });

  router.post("/:id/respond", requireAdmin, async (req, res) => {
    const id = parseId(req);
    const { subject, message } = parseBody(inquiryResponseSchema, req);
    // The inquirer's answer goes to the administrator who wrote, when their account has an e-mail address.
    const { id: sentBy, email } = req.user!;
    const reply = { subject, message, sentBy, replyTo: email || null };
    const result: RespondResult = await respondToInquiry(db, mailer, log, id, reply);
    res.status(201).json(result);
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    res.locals.activity = { subject: await deleteInquiry(db, parseId(req)) } satisfies ActivityNote;
    res.status(204).end();
  });

  return router;
}
