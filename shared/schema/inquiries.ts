// Inquiries: the public quote form, and what administrators do with what it sends.
import { z } from "zod";
import {
  INQUIRY_CHALLENGE_REFUSED,
  INQUIRY_HONEYPOT_FIELD,
  INQUIRY_ITEM_MAX,
  isQuoteFormEnabled,
  type InquiryChallenge,
  type InquiryChallengeAnswer,
} from "../inquiry-form";
import type { inquiries, inquiryResponses } from "../tables";
import { MAX_LONG, nullableColumn, required } from "./fields";

export { INQUIRY_CHALLENGE_REFUSED, INQUIRY_HONEYPOT_FIELD, isQuoteFormEnabled };
export type { InquiryChallenge, InquiryChallengeAnswer };

export const inquiryStatuses = ["new", "in_review", "responded"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** Each status as the CMS names it: on the Inquiries screen, in the CSV export and in the activity log. */
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  in_review: "In Review",
  responded: "Responded",
};

const listOfText = (label: string) =>
  z
    .array(z.string().trim().min(1, `Each ${label} needs some text`).max(INQUIRY_ITEM_MAX), {
      error: `${label} must be a list`,
    })
    .max(20, `At most 20 ${label}`);

export const insertInquirySchema = z.object({
  fullName: required("Full name"),
  designation: required("Designation"),
  companyEmail: z.email({ error: "Enter a valid company e-mail address" }).max(320, "E-mail address is too long"),
  phoneNumber: required("Phone number", 40).regex(/^[0-9+()./ -]{5,40}$/, "Enter a valid phone number"),
  goals: listOfText("goals").min(1, "Choose at least one goal"),
  challenges: nullableColumn(listOfText("challenges").optional()),
});

/**
 * What the public form sends: an inquiry, plus the hidden field above (may be left out) and the proof of work
 * (`altcha`, ALTCHA's base64 payload; required by the server unless INQUIRY_CHALLENGE=off).
 */
export const publicInquirySchema = insertInquirySchema.extend({
  [INQUIRY_HONEYPOT_FIELD]: z.string().max(2_000).optional(),
  altcha: z.string().max(2_000).optional(),
});

/** The answer to a visitor's inquiry: a confirmation only, the same whether it was stored or caught as spam. */
export interface InquiryReceived {
  message: string;
}

/** The body of PATCH /api/inquiries/{id}/notes: an administrator's private notes; empty clears them (null). */
export const inquiryNotesSchema = z.object({
  notes: z
    .string({ error: "Notes must be text" })
    .max(MAX_LONG, `Notes must be at most ${MAX_LONG} characters`)
    .transform((v) => (v.trim() ? v.trim() : null)),
});

export const inquiryStatusSchema = z.object({
  status: z.enum(inquiryStatuses, { error: "Status must be one of new, in_review, responded" }),
});

/** The subject a reply starts with in the Respond dialog; the administrator may change it. */
export const INQUIRY_REPLY_SUBJECT = "Re: your accessibility services inquiry";
export const INQUIRY_SUBJECT_MAX = 200;

/** The body of POST /api/inquiries/{id}/respond: the e-mail's subject (one line) and its text. */
export const inquiryResponseSchema = z.object({
  subject: required("Subject", INQUIRY_SUBJECT_MAX).regex(/^[^\r\n]*$/, "Subject must be a single line"),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(20_000, "Message must be at most 20000 characters"),
});

export type InquiryResponseBody = z.output<typeof inquiryResponseSchema>;

/** What GET /api/inquiries/mail-status answers: whether the site can e-mail a reply (a mail server is set up). */
export const mailStatusSchema = z.object({ configured: z.boolean() });
export type MailStatus = z.infer<typeof mailStatusSchema>;

export type Inquiry = typeof inquiries.$inferSelect;
export type InsertInquiry = z.input<typeof insertInquirySchema>;
export type InquiryResponse = typeof inquiryResponses.$inferSelect;

/**
 * What POST /api/inquiries/{id}/respond answers: the inquiry as it now is (marked responded only when the mail
 * server accepted the e-mail), the saved response, whether it was e-mailed, and in plain words what happened.
 */
export interface RespondResult {
  inquiry: Inquiry;
  response: InquiryResponse;
  emailed: boolean;
  message: string;
}

/**
 * What GET /api/inquiries/notifications/status answers: how many new-inquiry e-mails to the team have failed and
 * wait for another attempt, and the latest failure's error and time (ISO 8601).
 */
export interface InquiryNotificationStatus {
  failing: number;
  lastError: string | null;
  lastFailedAt: string | null;
}

/**
 * The body of POST /api/inquiries/erase: the address whose inquiries are erased. Spaces around it are dropped; the
 * address matches whatever its case.
 */
export const inquiryEraseSchema = z.object({
  email: z
    .string({ error: "Enter an e-mail address" })
    .trim()
    .pipe(
      z.email({ error: "Enter an e-mail address, such as name@example.com" }).max(320, "E-mail address is too long"),
    ),
});
export type InquiryErase = z.input<typeof inquiryEraseSchema>;

/** What POST /api/inquiries/erase answers: how many records of each kind went (all 0 when none matched). */
export interface InquiryErasure {
  inquiries: number;
  /** The administrators' replies to those inquiries. */
  responses: number;
  /** The outbox records of the e-mails that told the team about them. */
  notifications: number;
  /** Activity log entries that named those inquiries or the address. */
  activityEntries: number;
}
