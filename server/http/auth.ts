import type { Request, RequestHandler } from "express";
import type { PublicUser } from "@shared/schema";
import { HttpError } from "./errors";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into passport's Express.User, which only an interface can do
    interface User extends PublicUser {}
  }
}

const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * Calls `done` once the request body has been read. Answering before an upload is read makes Node close the
 * connection mid-upload, and the client sees a broken connection instead of our 401/403; bodies are small
 * here (uploads are capped at 5 MB), so they are read and discarded first. Larger or unsized ones are not.
 */
export function afterBodyRead(req: Request, done: () => void) {
  const length = Number(req.headers["content-length"] ?? Number.NaN);
  if (req.complete || !req.readable || !(length <= MAX_DRAIN_BYTES)) return done();
  req.once("end", done);
  req.once("error", done);
  req.resume();
}

export const MUST_CHANGE_PASSWORD = "Choose a new password before you continue.";

/**
 * Whether this user may use the CMS now: an administrator who is not still holding a password another
 * administrator chose (req.user.mustChangePassword says so only for a session signed in with that password).
 */
export const canUseCms = (user: Express.User | null | undefined) => Boolean(user?.isAdmin && !user.mustChangePassword);

function refusal(user: Express.User | undefined, { passwordChange = false } = {}): HttpError | undefined {
  if (!user) return new HttpError(401, "You must be logged in");
  if (!user.isAdmin) return new HttpError(403, "Administrator access is required");
  if (user.mustChangePassword && !passwordChange) {
    return new HttpError(403, MUST_CHANGE_PASSWORD, undefined, undefined, { mustChangePassword: true });
  }
  return undefined;
}

// The signed-in user is read from req.user, which passport sets: requests without a session skip passport, so
// its request helpers are not always there.
export const requireAdmin: RequestHandler = (req, _res, next) => {
  const error = refusal(req.user);
  if (!error) return next();
  afterBodyRead(req, () => next(error));
};

/** requireAdmin, also letting through an administrator who must first choose a new password: for that change. */
export const requireAdminForPasswordChange: RequestHandler = (req, _res, next) => {
  const error = refusal(req.user, { passwordChange: true });
  if (!error) return next();
  afterBodyRead(req, () => next(error));
};

export const isAdmin = (req: Express.Request) => canUseCms(req.user);
