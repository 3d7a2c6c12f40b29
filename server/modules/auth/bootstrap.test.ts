import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/connection";
import { PASSWORD, useTestApp } from "../../test/harness";
import { bootstrapAdmin, checkCredentials } from "./service";

// Servers starting at once each hash in their own process; here they share one, so their hashes may queue.
const ctx = useTestApp({ PASSWORD_HASH_MAX_WAIT_MS: "60000" });
const run = promisify(execFile);

describe("administrator bootstrap", () => {
  const signIn = (username: string, password: string) =>
    ctx.anonymous().post("/api/auth/login").send({ username, password });

  it("creates the ADMIN_USERNAME account once, who can then sign in", async () => {
    expect(await bootstrapAdmin(ctx.database.db, "owner", "owner-password")).toBe("created");
    expect(await bootstrapAdmin(ctx.database.db, "owner", "another-password")).toBe("skipped");
    const login = await signIn("owner", "owner-password");
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
    expect((await signIn("owner", "another-password")).status).toBe(401);
  });

  it("is safe when several servers start at once: one creates the account, the others skip it", async () => {
    const results = await Promise.all([1, 2, 3].map(() => bootstrapAdmin(ctx.database.db, "owner", "owner-password")));
    expect(results.filter((r) => r === "created")).toHaveLength(1);
    expect(results.filter((r) => r === "skipped")).toHaveLength(2);
  });

  it("does not bring back a removed start-up administrator at the next start", async () => {
    expect(await bootstrapAdmin(ctx.database.db, "owner", "owner-password")).toBe("created");
    const owner = ctx.anonymous();
    expect((await owner.post("/api/auth/login").send({ username: "owner", password: "owner-password" })).status).toBe(
      200,
    );
    const successor = await ctx.signedIn({ username: "successor" });
    const list = await successor.get("/api/admins");
    const ownerId = list.body.find((a: { username: string }) => a.username === "owner").id;
    expect((await successor.delete(`/api/admins/${ownerId}`)).status).toBe(204);

    // The next start, with ADMIN_USERNAME / ADMIN_PASSWORD still set.
    expect(await bootstrapAdmin(ctx.database.db, "owner", "owner-password")).toBe("skipped");
    expect((await signIn("owner", "owner-password")).status).toBe(401);
    expect((await successor.get("/api/admins")).body.map((a: { username: string }) => a.username)).toEqual([
      "successor",
    ]);
    expect((await signIn("successor", PASSWORD)).status).toBe(200);
  });

  it("does not add a second administrator under another name when one already exists", async () => {
    await ctx.signedIn({ username: "first" });
    expect(await bootstrapAdmin(ctx.database.db, "owner", "owner-password")).toBe("skipped");
    expect((await signIn("owner", "owner-password")).status).toBe(401);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run admin:create", () => {
  it("creates an administrator in the embedded database from the shell, and validates its input", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-create-"));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    const script = ["--import", "tsx", "server/scripts/admin-create.ts"];
    try {
      const bad = await run(process.execPath, [...script, "--username", "x y", "--password", "short"], { env }).catch(
        (e) => e,
      );
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/Usage/);
      const ok = await run(process.execPath, [...script, "--username", "ops", "--password", "ops-password-1"], { env });
      expect(ok.stdout).toMatch(/Administrator "ops" created/);
      const again = await run(process.execPath, [...script, "--username", "ops", "--password", "ops-password-1"], {
        env,
      });
      expect(again.stdout).toMatch(/already exists; nothing changed \(add --reset to reset it\)/);
      const reset = await run(
        process.execPath,
        [...script, "--username", "ops", "--password", "ops-password-2", "--reset"],
        { env },
      );
      expect(reset.stdout).toMatch(/Administrator "ops" reset: the new password signs in/);
      const database = await openDatabase({ dataDir: path.join(dataDir, "pg"), log: () => {} });
      try {
        expect(await checkCredentials(database.db, "ops", "ops-password-2")).not.toBeNull();
        expect(await checkCredentials(database.db, "ops", "ops-password-1")).toBeNull();
      } finally {
        await database.close();
      }
      const otherCase = await run(process.execPath, [...script, "--username", "OPS", "--password", "ops-password-1"], {
        env,
      }).catch((e) => e);
      expect(otherCase.code).toBe(1);
      expect(otherCase.stderr).toMatch(/Could not create "OPS": That username is already taken/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000); // five processes, the first of which creates the embedded database
});
