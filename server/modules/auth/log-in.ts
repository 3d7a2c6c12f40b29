import type { Request } from "express";
import type { SignInMethod } from "@shared/passkeys";
import type { PublicUser } from "@shared/schema";

/** The longest user agent a session keeps (for the session list); real ones are far shorter. */
const USER_AGENT_MAX = 400;

/**
 * Signs the request in as `user`. passport regenerates the session id here, so a session fixed before sign-in is
 * worthless after it. The new session records when and how it signed in, and from which browser and address, for
 * the Account screen's session list.
 */
export const logIn = (req: Request, user: PublicUser, credentialsVersion: number, signedInWith: SignInMethod) =>
  new Promise<void>((resolve, reject) =>
    req.login(user, (error) => {
      if (error) return reject(error);
      // The start of the session's absolute lifetime (see http/sessions.ts), on the new session.
      req.session.signedInAt = Date.now();
      // The version whose password was checked: once the password changes, this session ends (see passport.ts).
      req.session.credentialsVersion = credentialsVersion;
      req.session.signedInWith = signedInWith;
      req.session.userAgent = (req.get("user-agent") ?? "").slice(0, USER_AGENT_MAX);
      req.session.ip = req.ip ?? "";
      resolve();
    }),
  );
