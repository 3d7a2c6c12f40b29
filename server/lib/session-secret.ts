import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** SESSION_SECRET when set; otherwise one generated on first start and kept in DATA_DIR (development only). */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
