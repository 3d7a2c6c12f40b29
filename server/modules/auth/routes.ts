import { Router, type NextFunction, type Request, type Response } from "express";
import passport from "passport";
import { insertUserSchema, loginSchema, type PublicUser } from "@shared/schema";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";
import { HttpError } from "../../http/errors";
import { loginLimiter } from "../../http/rate-limit";
import { parseBody } from "../../http/validate";
import { failedSignIns } from "../../lib/metrics";
import type { ActivityRecorder } from "../activity/recorder";
import { logIn } from "./log-in";
import type { SignInInfo } from "./passport";
import { countAdmins, createUser } from "./service";
import type { SetupToken } from "./setup-token";

export const LOGIN_FAILED = "Invalid username or password";
const SETUP_DONE =
  "An administrator already exists. Administrators add accounts on the Administrators screen of the admin area.";
const SETUP_TOKEN_NEEDED =
  "A valid setup token is required to create the first administrator. Find it in the server's start-up log or in the setup-token file in its data folder.";

export interface AuthRouteOptions {
  /** Removes the session cookie at sign-out (its name and attributes belong to the session middleware). */
  clearSessionCookie: (res: Response) => void;
  /** When given, creating the first administrator requires this one-time token (production). */
  setupToken?: SetupToken;
  /** Where sign-ins, failed sign-ins and sign-outs are recorded. */
  activity?: ActivityRecorder;
}

export function authRoutes(db: Db, env: Env, options: AuthRouteOptions): Router {
  const { clearSessionCookie, setupToken, activity } = options;
  const router = Router();

  router.get("/me", (req, res) => {
    if (!req.user) throw new HttpError(401, "Not logged in");
    res.json(req.user);
  });

  // First-run setup: the sign-in page offers to create the first administrator while no account exists.
  // `tokenRequired` tells the form to ask for the setup token.
  router.get("/setup", async (_req, res) => {
    const needsSetup = (await countAdmins(db)) === 0;
    // An account made another way (ADMIN_USERNAME, admin:create) also ends first-run setup and its token.
    if (!needsSetup) setupToken?.retire();
    res.json({ needsSetup, tokenRequired: setupToken !== undefined });
  });

  router.post("/login", loginLimiter(env, db), (req: Request, res: Response, next: NextFunction) => {
    const { username } = parseBody(loginSchema, req);
    passport.authenticate("local", async (error: unknown, user: PublicUser | false, info?: SignInInfo) => {
      if (error) return next(error);
      if (!user) {
        // The name as typed, which may belong to no account (the log shortens it).
        failedSignIns.inc();
        activity?.recordAuth(req, { action: "sign-in-failed", userId: null, username });
        return next(new HttpError(401, LOGIN_FAILED));
      }
      try {
        await logIn(req, user, info!.credentialsVersion, { method: "password" });
        activity?.recordAuth(req, { action: "sign-in", userId: user.id, username: user.username });
        res.json(user);
      } catch (loginError) {
        next(loginError);
      }
    })(req, res, next);
  });

  // First-run setup only. Every other account is an administrator added through /api/admins, where it is listed,
  // reset and removed; so once one exists this answers 403, signed in or not.
  router.post("/register", async (req, res) => {
    const input = parseBody(insertUserSchema, req);
    if ((await countAdmins(db)) > 0) {
      setupToken?.retire();
      throw new HttpError(403, SETUP_DONE);
    }
    // Checked before the password is hashed, so guessing tokens costs the server nothing.
    if (setupToken && !setupToken.matches(req.body.setupToken)) {
      throw new HttpError(403, SETUP_TOKEN_NEEDED, { setupToken: [SETUP_TOKEN_NEEDED] });
    }
    const user = await createUser(db, { ...input, isAdmin: true }, { onlyIfFirst: true });
    if (!user) throw new HttpError(403, SETUP_DONE);
    setupToken?.retire();
    // A new account's credentials version is the column's default.
    await logIn(req, user, 0, { method: "password" });
    res.status(201).json(user);
  });

  router.post("/logout", (req, res, next) => {
    const user = req.user;
    req.logout((error) => {
      if (error) return next(error);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        if (user) activity?.recordAuth(req, { action: "sign-out", userId: user.id, username: user.username });
        clearSessionCookie(res);
        res.status(204).end();
      });
    });
  });

  return router;
}
