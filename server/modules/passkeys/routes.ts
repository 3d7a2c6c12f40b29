import { eq } from "drizzle-orm";
import { Router, type Request } from "express";
import { cmsName } from "@shared/cms-meta";
import { DEFAULT_COMPANY_NAME } from "@shared/company-defaults";
import {
  addPasskeySchema,
  passkeyPolicySchema,
  passwordSignInSchema,
  removePasskeySchema,
  renamePasskeySchema,
} from "@shared/passkeys";
import { siteSettings } from "@shared/tables";
import type { Db } from "../../db/connection";
import type { Env } from "../../env";
import { requireAdmin } from "../../http/auth";
import { badRequest } from "../../http/errors";
import { parseBody, parseId } from "../../http/validate";
import type { ActivityNote } from "../activity/recorder";
import { endPasskeySessions } from "../sessions/service";
import { challengeOf, registrationOptions, verifyRegistration } from "./ceremonies";
import { consumeChallenge, storeChallenge } from "./challenges";
import { relyingParty } from "./relying-party";
import {
  addPasskey,
  findByCredentialId,
  listPasskeys,
  ownPasskey,
  passkeyAccount,
  passkeyPolicy,
  PASSKEY_TAKEN,
  removePasskey,
  renamePasskey,
  setPasswordSignIn,
  setSitePasskeysOnly,
  summary,
} from "./service";

export const REGISTRATION_EXPIRED =
  "This request to add a passkey has expired or was already used. Choose 'Add a passkey' again.";
export const REGISTRATION_FAILED =
  "The passkey could not be checked, so it was not added. Choose 'Add a passkey' again.";
export const NO_PASSKEY_YET = "Add a passkey first: without one, the password is the only way into your account.";

/** The name authenticators show beside the passkey: the CMS's name, as the admin area calls itself. */
async function siteName(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, "companyName"));
  return cmsName(row?.value?.trim() || DEFAULT_COMPANY_NAME);
}

/** The answer to a write that must not appear in the activity log on its own (asking for options). */
const unrecorded = (res: { locals: { activity?: ActivityNote } }) => (res.locals.activity = { skip: true });

/**
 * The signed-in administrator's passkeys and password sign-in, and the site-wide passkeys-only switch. Mounted at
 * /api/passkeys.
 */
export function passkeyRoutes(db: Db, env: Env): Router {
  const router = Router();
  router.use(requireAdmin);
  const rp = (req: Request) => relyingParty(req, env.PUBLIC_SITE_URL);

  router.get("/", async (req, res) => {
    res.json(await passkeyAccount(db, req.user!.id));
  });

  // Step one of adding a passkey: the options for navigator.credentials.create(), with a fresh challenge.
  router.post("/options", async (req, res) => {
    const user = req.user!;
    const options = await registrationOptions(rp(req), await siteName(db), user, await listPasskeys(db, user.id));
    await storeChallenge(db, options.challenge, "registration", user.id);
    unrecorded(res);
    res.json(options);
  });

  // Step two: the browser's answer, checked against the challenge, origin and relying party, then kept.
  router.post("/", async (req, res) => {
    const user = req.user!;
    const { name, response } = parseBody(addPasskeySchema, req);
    const party = rp(req);
    const challenge = challengeOf(response.response.clientDataJSON);
    if (!challenge || !(await consumeChallenge(db, challenge, "registration", user.id))) {
      throw badRequest(REGISTRATION_EXPIRED);
    }
    if (await findByCredentialId(db, response.id)) throw badRequest(PASSKEY_TAKEN);
    let credential: Awaited<ReturnType<typeof verifyRegistration>>;
    try {
      credential = await verifyRegistration(party, response, challenge);
    } catch {
      throw badRequest(REGISTRATION_FAILED);
    }
    const row = await addPasskey(db, { userId: user.id, name, ...credential });
    res.status(201).json(summary(row));
  });

  router.patch("/:id", async (req, res) => {
    const { name } = parseBody(renamePasskeySchema, req);
    const before = await ownPasskey(db, req.user!.id, parseId(req));
    const row = await renamePasskey(db, req.user!.id, before.id, name);
    res.locals.activity = { summary: `Renamed the passkey "${before.name}" to "${row.name}"` } satisfies ActivityNote;
    res.json(summary(row));
  });

  router.delete("/:id", async (req, res) => {
    const { endSessions = false } = req.body === undefined ? {} : parseBody(removePasskeySchema, req);
    const row = await removePasskey(db, req.user!.id, parseId(req));
    const ended = endSessions ? await endPasskeySessions(db, req.user!.id, row.id, req.sessionID) : 0;
    res.locals.activity = {
      subject: row,
      summary: `Removed the passkey "${row.name}"${endSessions ? ` and ended ${ended === 1 ? "1 session" : `${ended} sessions`} it opened` : ""}`,
    } satisfies ActivityNote;
    res.status(204).end();
  });

  // The owner turns password sign-in off (passkeys only) or back on.
  router.put("/password-sign-in", async (req, res) => {
    const { allowed } = parseBody(passwordSignInSchema, req);
    const userId = req.user!.id;
    if (!allowed && (await listPasskeys(db, userId)).length === 0) throw badRequest(NO_PASSKEY_YET);
    await setPasswordSignIn(db, userId, allowed ? "default" : "off");
    res.locals.activity = {
      summary: allowed
        ? "Turned password sign-in back on for their account"
        : "Turned off password sign-in for their account",
    } satisfies ActivityNote;
    res.json(await passkeyAccount(db, userId));
  });

  router.get("/policy", async (_req, res) => {
    res.json(await passkeyPolicy(db));
  });

  router.put("/policy", async (req, res) => {
    const { passkeysOnly } = parseBody(passkeyPolicySchema, req);
    await setSitePasskeysOnly(db, passkeysOnly);
    res.locals.activity = {
      summary: `Turned ${passkeysOnly ? "on" : "off"} 'Administrators sign in with passkeys only'`,
    } satisfies ActivityNote;
    res.json(await passkeyPolicy(db));
  });

  return router;
}
