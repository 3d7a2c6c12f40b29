import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseSessionSecrets, resolveSessionSecret } from "./session-secret";

let dir: string;
const freshDir = () => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "session-secret-")));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("session secrets", () => {
  it("reads SESSION_SECRET as a comma-separated list, the signing secret first", () => {
    expect(parseSessionSecrets(" new-secret , old-secret,, ")).toEqual(["new-secret", "old-secret"]);
    expect(resolveSessionSecret("new-secret,old-secret", freshDir())).toEqual(["new-secret", "old-secret"]);
    expect(fs.existsSync(path.join(dir, "session-secret"))).toBe(false);
  });

  it("generates a secret into DATA_DIR once, and keeps it across starts", () => {
    const first = resolveSessionSecret(undefined, freshDir());
    expect(first[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSessionSecret(undefined, dir)).toEqual(first);
  });

  it("treats an empty or blank session-secret file as missing and writes a new secret", () => {
    const file = path.join(freshDir(), "session-secret");
    for (const content of ["", "  \n\t"]) {
      fs.writeFileSync(file, content);
      const [secret] = resolveSessionSecret(undefined, dir);
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.readFileSync(file, "utf8")).toBe(secret);
    }
  });
});
