// What the sign-in page and the Account screen share about passkeys in this browser: whether it can use them
// here, and what to tell a person when a ceremony does not finish.
import { browserSupportsWebAuthn, WebAuthnError } from "@simplewebauthn/browser";
import { ApiError } from "./api";

/** Whether this browser has WebAuthn at all; without it no passkey button is offered. */
export const passkeysSupported = () => browserSupportsWebAuthn();

/** Browsers refuse passkeys for pages opened at an IP address (127.0.0.1, [::1]): they need a domain name. */
export const isIpAddress = (hostname: string) =>
  /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[") || hostname.includes(":");

/** The same page at localhost, for a page opened at this machine's loopback address; null for other addresses. */
export function localhostAddress(location: Location = window.location): string | null {
  if (!/^127\.|^\[::1\]$/.test(location.hostname)) return null;
  return `${location.protocol}//localhost${location.port ? `:${location.port}` : ""}${location.pathname}`;
}

/** A passkey ceremony that ended without an answer from the authenticator, in words that say what to do next. */
export class PasskeyProblem extends Error {}

/**
 * Runs the browser's part of a ceremony and turns its failures into a PasskeyProblem: cancelled, timed out (told
 * apart by how long it ran against the options' timeout), a device that already holds this passkey, or anything
 * else the browser reports.
 */
export async function runCeremony<T>(ceremony: () => Promise<T>, timeoutMs: number, retry: string): Promise<T> {
  const startedAt = Date.now();
  try {
    return await ceremony();
  } catch (error) {
    const code = error instanceof WebAuthnError ? error.code : undefined;
    const name = error instanceof Error ? error.name : "";
    if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
      throw new PasskeyProblem("This device already holds a passkey for your account: it is in the list below.");
    }
    if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") {
      const timedOut = Date.now() - startedAt >= timeoutMs - 2_000;
      throw new PasskeyProblem(
        timedOut ? `The passkey request timed out. ${retry}` : `The passkey request was cancelled. ${retry}`,
      );
    }
    throw new PasskeyProblem(
      `The passkey could not be used: ${error instanceof Error ? error.message : error}. ${retry}`,
    );
  }
}

/** The words to show for a failed passkey step: the server's own, or the browser's as runCeremony put them. */
export const passkeyErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);
