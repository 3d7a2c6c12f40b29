import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * SESSION_SECRET as a list: comma-separated secrets, blanks dropped. The first signs new session cookies and
 * every one of them verifies, so a new secret goes first and the old one stays behind it until the sessions it
 * signed have expired.
 */
export function parseSessionSecrets(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
}

/**
 * The secrets of SESSION_SECRET when set; otherwise one generated on first start and kept in DATA_DIR
 * (development only). An empty or blank file counts as missing and gets a new secret.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string[] {
  const secrets = parseSessionSecrets(configured);
  if (secrets.length > 0) return secrets;
  const file = path.join(dataDir, "session-secret");
  let stored = "";
  try {
    stored = fs.readFileSync(file, "utf8").trim();
  } catch {
    // Not there yet: made below.
  }
  if (stored) return [stored];
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return [secret];
}
