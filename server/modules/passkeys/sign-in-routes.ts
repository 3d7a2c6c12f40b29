import { Router, type Request, type Response } from "express";
import { passkeySignInSchema } from "@shared/passkeys";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";
import { HttpError } from "../../http/errors";
import { loginLimiter, passkeyOptionsLimiter } from "../../http/rate-limit";
import { parseBody } from "../../http/validate";
import { failedSignIns } from "../../lib/metrics";
import type { ActivityRecorder } from "../activity/recorder";
import { logIn } from "../auth/log-in";
import { findUserById } from "../auth/service";
import { authenticationOptions, challengeOf, userHandleOf, verifyAuthentication } from "./ceremonies";
import { consumeChallenge, storeChallenge } from "./challenges";
import { relyingParty } from "./relying-party";
import { endPasswordReset, findByCredentialId, recordUse } from "./service";

export const SIGN_IN_EXPIRED =
  "This passkey request has expired or was already used. Choose 'Sign in with a passkey' again.";
export const PASSKEY_NOT_RECOGNISED =
  "This passkey is not recognised here. Use another passkey, or sign in with your username and password.";
export const PASSKEY_NOT_VERIFIED =
  "The passkey's answer could not be checked. Choose 'Sign in with a passkey' again, or sign in with your password.";

/**
 * Sign-in with a passkey, no username needed. Mounted at /api/auth/passkey: POST /options hands out a challenge,
 * POST / checks the browser's answer and signs in. A failed answer counts against the same limits as a failed
 * password (per address, and per address with the empty username), and is logged like one.
 */
export function passkeySignInRoutes(db: Db, env: Env, activity?: ActivityRecorder): Router {
  const router = Router();
  const rp = (req: Request) => relyingParty(req, env.PUBLIC_SITE_URL);

  router.post("/options", passkeyOptionsLimiter(db), async (req, res) => {
    const options = await authenticationOptions(rp(req));
    await storeChallenge(db, options.challenge, "authentication", null);
    res.json(options);
  });

  router.post("/", loginLimiter(env, db), async (req: Request, res: Response) => {
    const { response } = parseBody(passkeySignInSchema, req);
    const party = rp(req);
    const fail = (message: string, username = "") => {
      failedSignIns.inc();
      activity?.recordAuth(req, {
        action: "sign-in-failed",
        userId: null,
        username,
        summary: "A passkey sign-in failed",
      });
      return new HttpError(401, message);
    };
    const challenge = challengeOf(response.response.clientDataJSON);
    if (!challenge || !(await consumeChallenge(db, challenge, "authentication", null))) throw fail(SIGN_IN_EXPIRED);
    const passkey = await findByCredentialId(db, response.id);
    const found = passkey && (await findUserById(db, passkey.userId));
    if (!passkey || !found || !found.user.isAdmin) throw fail(PASSKEY_NOT_RECOGNISED);
    // The answer names the account the authenticator holds the passkey for; it must be the passkey's own.
    const { userHandle } = response.response;
    if (userHandle !== undefined && userHandle !== userHandleOf(passkey.userId)) {
      throw fail(PASSKEY_NOT_RECOGNISED, found.user.username);
    }
    let counter: number;
    try {
      counter = await verifyAuthentication(party, response, challenge, passkey);
    } catch {
      throw fail(PASSKEY_NOT_VERIFIED, found.user.username);
    }
    if (!(await recordUse(db, passkey, counter))) throw fail(PASSKEY_NOT_VERIFIED, found.user.username);
    // A working passkey ends the recovery a password reset opened; the owner's own choice applies again.
    if (found.passwordReset) await endPasswordReset(db, passkey.userId, found.credentialsVersion);
    await logIn(req, found.user, found.credentialsVersion, {
      method: "passkey",
      passkeyId: passkey.id,
      name: passkey.name,
    });
    activity?.recordAuth(req, {
      action: "sign-in",
      userId: found.user.id,
      username: found.user.username,
      summary: `Signed in with a passkey "${passkey.name}"`,
    });
    // A passkey session is never held up by a password another administrator chose (see auth/passport.ts).
    res.json({ ...found.user, mustChangePassword: false });
  });

  return router;
}
