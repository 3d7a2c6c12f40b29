import type { Request, RequestHandler } from "express";
import type { ActivityAction } from "@shared/schema";
import type { Db } from "../../db/connection";
import { describeAnswer, describeWrite } from "./describe";
import { activitySentence } from "./sentence";
import { recordActivity, type NewActivity } from "./service";

/**
 * What a handler may tell the activity log about its write, in `res.locals.activity`, when the path and the JSON
 * answer do not say it (an id or a name the answer leaves out). Every field is optional.
 */
export interface ActivityNote {
  entityId?: string | number;
  summary?: string;
  /** The item a write without a JSON answer was about (a deleted row), so the log can name it. */
  subject?: unknown;
  /** A write that changes nothing an administrator would look for (a WebAuthn challenge handed out). */
  skip?: boolean;
}

export interface ActivityRecorder {
  /** Records every successful API write by a signed-in user once its answer has been sent. */
  middleware: RequestHandler;
  /** Records a sign-in, sign-out or failed sign-in, which the middleware leaves to the auth routes. */
  recordAuth(
    req: Request,
    event: { action: ActivityAction; userId: number | null; username: string; summary?: string },
  ): void;
  /**
   * Records what a read did that the log should show all the same (an export of inquiries), for the signed-in user
   * of `req`; nothing without one. The middleware leaves reads alone: they change nothing.
   */
  recordRead(req: Request, event: { action: ActivityAction; entityType: string; summary: string }): void;
  /** Resolves once every entry started so far is written (or has failed), so a read right after sees them. */
  idle(): Promise<void>;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The activity log is a record, not part of the work: writing an entry happens after the answer and never turns a
 * successful request into a failed one. A failure is logged and the entry is lost. Request bodies are never
 * stored (they carry passwords); only what the path, the signed-in user and the JSON answer say.
 */
export function activityRecorder(db: Db, log: (message: string) => void): ActivityRecorder {
  // Entries are written one after another, in the order their answers finished: written side by side, a later
  // entry could commit first and take the earlier time, and the log would show a delete before the edit it followed.
  let tail: Promise<void> = Promise.resolve();

  const write = (entry: NewActivity) => {
    tail = tail.then(() =>
      recordActivity(db, entry).catch((error) =>
        log(
          `Could not record activity (${entry.action} ${entry.entityType}): ${error instanceof Error ? error.message : error}`,
        ),
      ),
    );
  };

  const middleware: RequestHandler = (req, res, next) => {
    const user = req.user;
    if (!WRITE_METHODS.has(req.method) || !user) return next();
    const described = describeWrite(req.method, req.path);
    if (!described) return next();

    // The JSON answer, kept for the id of a created row and the item's name.
    let answer: unknown;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      answer = body;
      return json(body);
    };

    res.on("finish", () => {
      if (res.statusCode < 200 || res.statusCode >= 300) return;
      const note = (res.locals.activity ?? {}) as ActivityNote;
      if (note.skip) return;
      const fromAnswer = describeAnswer(described.action, note.subject ?? answer);
      write({
        userId: user.id,
        username: user.username,
        action: described.action,
        entityType: described.entityType,
        entityId: stringOrNull(note.entityId ?? described.entityId ?? fromAnswer.entityId),
        summary: note.summary ?? activitySentence(described.action, described.entityType, fromAnswer.summary ?? null),
        ip: req.ip ?? "",
      });
    });
    next();
  };

  return {
    middleware,
    recordAuth: (req, { action, userId, username, summary = null }) =>
      write({ userId, username, action, entityType: "auth", entityId: null, summary, ip: req.ip ?? "" }),
    recordRead: (req, { action, entityType, summary }) => {
      if (!req.user) return;
      const { id: userId, username } = req.user;
      write({ userId, username, action, entityType, entityId: null, summary, ip: req.ip ?? "" });
    },
    idle: () => tail,
  };
}

const stringOrNull = (value: string | number | null | undefined) => (value == null ? null : String(value));

declare module "express-serve-static-core" {
  interface Locals {
    activity?: ActivityNote;
  }
}
