import { WebAuthnError } from "@simplewebauthn/browser";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { isIpAddress, localhostAddress, passkeyErrorMessage, PasskeyProblem, runCeremony } from "./passkeys";

const RETRY = "Try again.";
const notAllowed = () =>
  Object.assign(new Error("The operation either timed out or was not allowed."), { name: "NotAllowedError" });

describe("passkeys in the browser", () => {
  it("knows IP addresses from names", () => {
    expect(isIpAddress("127.0.0.1")).toBe(true);
    expect(isIpAddress("[::1]")).toBe(true);
    expect(isIpAddress("10.1.2.3")).toBe(true);
    expect(isIpAddress("localhost")).toBe(false);
    expect(isIpAddress("www.example.com")).toBe(false);
  });

  it("offers the same page at localhost only for this machine's own address", () => {
    const at = (href: string) => new URL(href) as unknown as Location;
    expect(localhostAddress(at("http://127.0.0.1:5000/auth"))).toBe("http://localhost:5000/auth");
    expect(localhostAddress(at("http://[::1]:5000/admin/account"))).toBe("http://localhost:5000/admin/account");
    expect(localhostAddress(at("http://192.168.1.20/auth"))).toBeNull();
  });

  it("tells a cancelled request from one that timed out, and says what to do next", async () => {
    const cancelled = runCeremony(() => Promise.reject(notAllowed()), 60_000, RETRY);
    await expect(cancelled).rejects.toThrow(new PasskeyProblem("The passkey request was cancelled. Try again."));
    const timedOut = runCeremony(() => Promise.reject(notAllowed()), 1_000, RETRY);
    await expect(timedOut).rejects.toThrow("The passkey request timed out. Try again.");
  });

  it("says when the device already holds a passkey for the account", async () => {
    const error = new WebAuthnError({
      message: "The authenticator was previously registered",
      code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED",
      cause: new Error("InvalidStateError"),
    });
    await expect(runCeremony(() => Promise.reject(error), 60_000, RETRY)).rejects.toThrow(/already holds a passkey/);
  });

  it("passes the browser's answer through, and shows the server's own words for a refusal", async () => {
    await expect(runCeremony(() => Promise.resolve("answer"), 60_000, RETRY)).resolves.toBe("answer");
    const refusal = new ApiError(401, JSON.stringify({ message: "This passkey is not recognised here." }), "");
    expect(passkeyErrorMessage(refusal)).toBe("This passkey is not recognised here.");
  });
});
