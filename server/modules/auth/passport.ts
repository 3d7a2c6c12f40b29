import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { PublicUser } from "@shared/schema";
import type { Db } from "../../db/connection";
import { checkCredentials, findUserById } from "./service";

// passport is one object per process: its strategy and (de)serializers are registered once and read the database
// of the app built last, so building another app (a restart in tests, another suite in the same file) neither
// stacks up handlers nor leaves one reading a database that has been closed.
let current: Db | undefined;

/**
 * Teaches passport how staff sign in (username and password checked against the users table) and how a session
 * refers to its user (by id, looked up again on every request so a deleted user is signed out at once).
 */
export function configurePassport(db: Db) {
  const first = current === undefined;
  current = db;
  if (!first) return;
  const database = () => current!;
  passport.use(
    new LocalStrategy(async (username, password, done) => {
      try {
        const user = await checkCredentials(database(), username, password);
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
      done(null, (await findUserById(database(), id)) ?? false);
    } catch (error) {
      done(error);
    }
  });
}
