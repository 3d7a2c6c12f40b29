import type { Request } from "express";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { PublicUser } from "@shared/schema";
import type { Db } from "../../db/connection";
import { checkCredentials, findUserById } from "./service";

// passport is one object per process: its strategy and (de)serializers are registered once and read the database
// of the app built last, so building another app (a restart in tests, another suite in the same file) neither
// stacks up handlers nor leaves one reading a database that has been closed.
let current: Db | undefined;

/** What the sign-in strategy passes on besides the user. */
export interface SignInInfo {
  message: string;
  credentialsVersion: number;
}

/**
 * Teaches passport how staff sign in (username and password checked against the users table) and how a session
 * refers to its user (by id, looked up again on every request so a deleted user is signed out at once). The
 * session also holds the credentials version it signed in with (see routes.ts); the same lookup compares it, so a
 * password change or reset signs out every session made with the old password, even one whose sign-in was still
 * running when the password changed.
 */
export function configurePassport(db: Db) {
  const first = current === undefined;
  current = db;
  if (!first) return;
  const database = () => current!;
  passport.use(
    new LocalStrategy(async (username, password, done) => {
      try {
        const found = await checkCredentials(database(), username, password);
        if (!found) return done(null, false);
        const info: SignInInfo = { message: "Signed in", credentialsVersion: found.credentialsVersion };
        done(null, found.user, info);
      } catch (error) {
        done(error);
      }
    }),
  );
  passport.serializeUser((user, done) => done(null, (user as PublicUser).id));
  passport.deserializeUser(
    async (req: Request, id: number, done: (error: unknown, user?: PublicUser | false) => void) => {
      try {
        // A deleted user, or a password changed since this session signed in, simply ends the session. A session
        // from before versions were kept counts as 0, the version every account started with.
        const found = await findUserById(database(), id);
        const current = found && found.credentialsVersion === (req.session.credentialsVersion ?? 0);
        if (!current) return done(null, false);
        // A password another administrator chose must be replaced before the CMS opens; a session signed in with
        // a passkey proved who it is without that password, so it is not held up.
        const viaPasskey = req.session.signedInWith?.method === "passkey";
        done(null, { ...found.user, mustChangePassword: found.user.mustChangePassword && !viaPasskey });
      } catch (error) {
        done(error);
      }
    },
  );
}
