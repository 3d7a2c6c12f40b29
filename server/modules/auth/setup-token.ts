import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SETUP_TOKEN_FILE = "setup-token";

/**
 * The one-time token that first-run setup requires (production): without it, whoever reached a fresh
 * installation first would become its administrator. It lives in memory and in DATA_DIR/setup-token, and is
 * retired (file deleted, never accepted again) once the first administrator exists.
 */
export class SetupToken {
  constructor(
    private token: string | null,
    /** The file the token was written to, deleted when the token is retired. */
    readonly file: string | null = null,
  ) {}

  /** Whether the candidate is the token, compared in constant time (digests of equal length). */
  matches(candidate: unknown): boolean {
    if (this.token === null || typeof candidate !== "string") return false;
    const digest = (value: string) => createHash("sha256").update(value).digest();
    return timingSafeEqual(digest(candidate.trim()), digest(this.token));
  }

  /** No token works from now on, and its file is gone. */
  retire() {
    this.token = null;
    if (this.file) fs.rmSync(this.file, { force: true });
  }
}

/**
 * Start-up in production: while no user exists, a new token is made, written to DATA_DIR/setup-token (readable
 * by the server's user only) and returned for the log. Once users exist, a token file left over is deleted and
 * first-run setup stays closed. A new token on every start means a token seen earlier stops working.
 */
export function prepareSetupToken(dataDir: string, usersExist: boolean): { guard: SetupToken; token: string | null } {
  const file = path.join(dataDir, SETUP_TOKEN_FILE);
  fs.rmSync(file, { force: true });
  if (usersExist) return { guard: new SetupToken(null), token: null };
  const token = randomBytes(24).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  // Removed just above and created exclusively here, so the mode applies and no one else's file is reused.
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: "wx" });
  return { guard: new SetupToken(token, file), token };
}
