import type { RequestHandler } from "express";
import type { PublicUser } from "@shared/schema";
import { HttpError } from "./errors";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User extends PublicUser {}
  }
}

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.isAuthenticated()) return next(new HttpError(401, "You must be logged in"));
  if (!req.user.isAdmin) return next(new HttpError(403, "Administrator access is required"));
  next();
};

export const isAdmin = (req: Express.Request) => Boolean(req.isAuthenticated?.() && req.user?.isAdmin);
