import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "@shared/tables";
import { useTestApp } from "../../test/harness";
import { killServers, startServer } from "../../test/process";
import { prepareSetupToken, SETUP_TOKEN_FILE } from "./setup-token";

const ctx = useTestApp();
const body = { username: "first", password: "a long password" };
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "setup-token-"));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await killServers();
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

describe("first-run setup with a setup token (production)", () => {
  it("writes a token only its owner can read, and lets only its holder create the first administrator", async () => {
    const dataDir = tempDir();
    const { guard, token } = prepareSetupToken(dataDir, false);
    const file = path.join(dataDir, SETUP_TOKEN_FILE);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(fs.readFileSync(file, "utf8").trim()).toBe(token);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const app = ctx.restart({ setupToken: guard });
    expect((await request(app).get("/api/auth/setup")).body).toEqual({ needsSetup: true, tokenRequired: true });

    const missing = await request(app).post("/api/auth/register").send(body);
    expect(missing.status).toBe(403);
    expect(missing.body.message).toMatch(/setup token is required/);
    expect(missing.body.message).toMatch(/start-up log or in the setup-token file/);
    expect(missing.body.fieldErrors.setupToken).toBeDefined();
    const wrong = await request(app)
      .post("/api/auth/register")
      .send({ ...body, setupToken: `${token}x` });
    expect(wrong.status).toBe(403);
    const notText = await request(app)
      .post("/api/auth/register")
      .send({ ...body, setupToken: { toString: 1 } });
    expect(notText.status).toBe(403);
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);

    const agent = request.agent(app);
    const created = await agent.post("/api/auth/register").send({ ...body, setupToken: token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: "first", isAdmin: true });
    expect((await agent.get("/api/auth/me")).body.username).toBe("first");
    expect(fs.existsSync(file)).toBe(false);
    expect((await request(app).get("/api/auth/setup")).body).toEqual({ needsSetup: false, tokenRequired: true });

    // Even if every account disappeared later, the used token does not open first-run setup again.
    await ctx.database.db.delete(users);
    const reused = await request(app)
      .post("/api/auth/register")
      .send({ ...body, username: "second", setupToken: token });
    expect(reused.status).toBe(403);
  });

  it("makes no token when accounts exist, removes a leftover file, and makes a new token on every start", () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, SETUP_TOKEN_FILE);
    const first = prepareSetupToken(dataDir, false);
    const second = prepareSetupToken(dataDir, false);
    expect(second.token).not.toBe(first.token);
    expect(second.guard.matches(first.token)).toBe(false);
    expect(second.guard.matches(second.token)).toBe(true);
    const closed = prepareSetupToken(dataDir, true);
    expect(closed.token).toBeNull();
    expect(closed.guard.matches(second.token)).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("retires the token when an account was created another way", async () => {
    const dataDir = tempDir();
    const { guard, token } = prepareSetupToken(dataDir, false);
    const app = ctx.restart({ setupToken: guard });
    await ctx.signedIn({ username: "owner" });
    expect((await request(app).get("/api/auth/setup")).body).toEqual({ needsSetup: false, tokenRequired: true });
    expect(fs.existsSync(path.join(dataDir, SETUP_TOKEN_FILE))).toBe(false);
    expect(guard.matches(token)).toBe(false);
  });

  it("keeps development's first-run setup without a token", async () => {
    expect((await ctx.anonymous().get("/api/auth/setup")).body).toEqual({ needsSetup: true, tokenRequired: false });
    expect((await ctx.anonymous().post("/api/auth/register").send(body)).status).toBe(201);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the production server at start-up", () => {
  it("prints a setup token and writes it to DATA_DIR/setup-token while no account exists, and not after", async () => {
    const dataDir = tempDir();
    const env = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      PUBLIC_SITE_URL: "https://www.example.com",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
    };
    const file = path.join(dataDir, SETUP_TOKEN_FILE);
    const first = await startServer(env);
    try {
      const port = first.port;
      const token = /setup token: (\S+)/.exec(first.output())?.[1];
      expect(token).toBeDefined();
      expect(fs.readFileSync(file, "utf8").trim()).toBe(token);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const base = `http://127.0.0.1:${port}/api/auth`;
      expect(await (await fetch(`${base}/setup`)).json()).toEqual({ needsSetup: true, tokenRequired: true });
      const post = (extra: object) =>
        fetch(`${base}/register`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...body, ...extra }),
        });
      expect((await post({})).status).toBe(403);
      expect((await post({ setupToken: token })).status).toBe(201);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      first.signal("SIGTERM");
      await first.exited;
    }
    const second = await startServer(env);
    expect(second.output()).not.toMatch(/setup token/);
    expect(fs.existsSync(file)).toBe(false);
  }, 120_000);
});
