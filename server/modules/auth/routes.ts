import { Router, type NextFunction, type Request, type Response } from "express";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import { insertUserSchema, loginSchema, type PublicUser } from "@shared/schema";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";
import { isAdmin } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { loginLimiter } from "../../http/rate-limit";
import { SESSION_COOKIE } from "../../http/sessions";
import { parseBody } from "../../http/validate";
import { checkCredentials, countUsers, createUser, findUserById } from "./service";

const LOGIN_FAILED = "Invalid username or password";

export function configurePassport(db: Db) {
  passport.use(
    new LocalStrategy(async (username, password, done) => {
      try {
        const user = await checkCredentials(db, username, password);
        done(null, user ?? false);
      } catch (error) {
        done(error);
      }
    }),
  );
  passport.serializeUser((user, done) => done(null, (user as PublicUser).id));
  passport.deserializeUser(async (id: number, done) => {
    try {
      // A deleted user simply ends the session.
      done(null, (await findUserById(db, id)) ?? false);
    } catch (error) {
      done(error);
    }
  });
}

const logIn = (req: Request, user: PublicUser) =>
  // passport regenerates the session id here, so a session fixed before login is worthless after it.
  new Promise<void>((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));

export function authRoutes(db: Db, env: Env): Router {
  const router = Router();

  router.get("/me", (req, res) => {
    if (!req.user) throw new HttpError(401, "Not logged in");
    res.json(req.user);
  });

  // First-run setup: the sign-in page offers to create the first administrator while no account exists.
  router.get("/setup", async (_req, res) => {
    res.json({ needsSetup: (await countUsers(db)) === 0 });
  });

  router.post("/login", loginLimiter(env), (req: Request, res: Response, next: NextFunction) => {
    parseBody(loginSchema, req);
    passport.authenticate("local", async (error: unknown, user: PublicUser | false) => {
      if (error) return next(error);
      if (!user) return next(new HttpError(401, LOGIN_FAILED));
      try {
        await logIn(req, user);
        res.json(user);
      } catch (loginError) {
        next(loginError);
      }
    })(req, res, next);
  });

  router.post("/register", async (req, res) => {
    const input = parseBody(insertUserSchema, req);
    if (isAdmin(req)) {
      // An administrator creates an account and stays signed in as themself.
      res.status(201).json(await createUser(db, input));
      return;
    }
    if ((await countUsers(db)) > 0) {
      throw new HttpError(403, "Only an administrator can create accounts");
    }
    const user = await createUser(db, { ...input, isAdmin: true }, { onlyIfFirst: true });
    if (!user) throw new HttpError(403, "Only an administrator can create accounts");
    await logIn(req, user);
    res.status(201).json(user);
  });

  router.post("/logout", (req, res, next) => {
    req.logout((error) => {
      if (error) return next(error);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(SESSION_COOKIE, { path: "/" });
        res.status(204).end();
      });
    });
  });

  return router;
}
