import { isIP } from "node:net";
import type { Request } from "express";
import { badRequest } from "../../http/errors";

/** Where passkeys are made and used: the relying party ID (a domain name) and the exact origin of the pages. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

export const IP_ADDRESS_REFUSED =
  "Passkeys need the site's name, not an IP address: browsers refuse IP addresses for passkeys. Open this page at localhost (or the site's domain) instead.";

/**
 * The relying party of a ceremony. With PUBLIC_SITE_URL it is that address's host name and origin, whatever host
 * the request names, so a passkey made through one server of a cluster works on all of them and a request that
 * claims another host cannot make passkeys for it. Without it (development, tests) it is the host the request came
 * to, as seen through a trusted proxy. Browsers refuse IP addresses as relying party IDs, so those are a 400 that
 * says so.
 */
export function relyingParty(req: Request, publicSiteUrl: string | undefined): RelyingParty {
  let url: URL;
  try {
    url = new URL(publicSiteUrl ?? `${req.protocol}://${req.host}`);
  } catch {
    throw badRequest("The request names no host that passkeys could be used on");
  }
  const rpID = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!rpID || isIP(rpID)) throw badRequest(IP_ADDRESS_REFUSED);
  return { rpID, origin: url.origin };
}
