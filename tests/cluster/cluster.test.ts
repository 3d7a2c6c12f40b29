import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killServers, root, startServer, type ServerProcess } from "../../server/test/process";
import { startFakeS3, type FakeS3 } from "../../server/test/s3";
import { SoftAuthenticator } from "../../server/test/soft-authenticator";
import { Browser } from "./client";
import { NGINX, startNginx, type Nginx } from "./nginx";

// Two servers of the site behind nginx (the documented deploy/nginx/site.conf), on one PostgreSQL and one
// S3-compatible bucket (s3rver): what a site that runs on more than one machine relies on, with real parts.
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ready = Boolean(databaseUrl) && fs.existsSync(NGINX);

const ADMIN = { username: "admin", password: "cluster-admin-password" };
const SITE_URL = "https://localhost:8443";
const image = fs.readFileSync(path.join(root, "tests", "fixtures", "images", "logo.png"));
const member = (name: string) => ({ name, designation: "Engineer", description: "Builds things", sortOrder: 1 });

describe.skipIf(!ready)("two servers behind nginx", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-"));
  const name = `cluster_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let servers: ServerProcess[] = [];
  let nginx: Nginx;
  let browser: Browser;
  let s3: FakeS3;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    s3 = await startFakeS3("cluster-uploads");
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const env = (n: number) => ({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_SITE_URL: SITE_URL,
      DATABASE_URL: url.href,
      SESSION_SECRET: "a-cluster-test-secret-that-is-long-enough-1234",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: "loopback",
      DATA_DIR: path.join(dir, `data-${n}`),
      // Each server has a folder of its own, unused: uploads go to the bucket.
      UPLOAD_DIR: path.join(dir, `uploads-${n}`),
      ...s3.env,
      LOGIN_MAX_FAILURES: "3",
      SHUTDOWN_GRACE_SECONDS: "5",
    });
    // Both at once, as a process manager starts them: migrations and the first administrator happen once.
    servers = await Promise.all([startServer(env(1)), startServer(env(2))]);
    nginx = await startNginx(
      dir,
      path.join(root, "deploy", "nginx", "site.conf"),
      servers.map((s) => s.port),
    );
    browser = new Browser(nginx.httpsPort);
  });

  afterAll(async () => {
    await nginx?.stop();
    await killServers();
    await s3?.stop();
    await admin?.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin?.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const upstreams = () => new Set(servers.map((s) => `127.0.0.1:${s.port}`));

  it("signs in through nginx, and the session works on both servers", async () => {
    const login = await browser.post("/api/auth/login", ADMIN);
    expect(login.status).toBe(200);
    expect(String(login.headers["set-cookie"])).toMatch(/__Host-sid=.*Secure/);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await browser.get("/api/auth/me");
      expect(me.status).toBe(200);
      expect(me.json()).toMatchObject({ username: ADMIN.username, isAdmin: true });
      seen.add(me.upstream);
    }
    expect(seen).toEqual(upstreams());
  });

  it("honours a passkey made and used through one server on the other, and each challenge once on either", async () => {
    // The pages are at PUBLIC_SITE_URL, so that is the origin the browser reports to both servers.
    const authenticator = new SoftAuthenticator(SITE_URL);
    const options = await browser.post("/api/passkeys/options");
    expect(options.status).toBe(200);
    const added = await browser.post("/api/passkeys", {
      name: "Cluster key",
      response: authenticator.register(options.json() as never),
    });
    expect(added.status).toBe(201);

    // Round robin sends the request for options and the answer to different servers; the challenge, kept in the
    // database, is found by whichever server checks the answer.
    const device = new Browser(nginx.httpsPort);
    let crossed: { response: object; checkedBy: string } | undefined;
    for (let attempt = 0; attempt < 4 && !crossed; attempt++) {
      const signInOptions = await device.post("/api/auth/passkey/options");
      expect(signInOptions.status).toBe(200);
      const response = authenticator.authenticate(signInOptions.json() as never);
      const signedIn = await device.post("/api/auth/passkey", { response });
      expect(signedIn.status).toBe(200);
      expect(signedIn.json()).toMatchObject({ username: ADMIN.username });
      if (signedIn.upstream !== signInOptions.upstream) crossed = { response, checkedBy: signedIn.upstream };
    }
    expect(crossed, "a sign-in whose options and answer went to different servers").toBeDefined();

    // The session it made works on both servers.
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await device.get("/api/auth/me");
      expect(me.status).toBe(200);
      seen.add(me.upstream);
    }
    expect(seen).toEqual(upstreams());

    // The same answer again is refused by both servers: the challenge was used up on the one that checked it.
    // (At most three tries: each counts as a failed sign-in, and this test's servers allow three per window.)
    const replayedOn = new Set<string>();
    for (let i = 0; i < 3 && replayedOn.size < 2; i++) {
      const replay = await new Browser(nginx.httpsPort).post("/api/auth/passkey", { response: crossed!.response });
      expect(replay.status).toBe(401);
      replayedOn.add(replay.upstream);
    }
    expect(replayedOn).toEqual(upstreams());
  });

  it("serves an upload made on one server from the other", async () => {
    const upload = await browser.post("/api/team/upload", {
      multipart: { field: "image", filename: "logo.png", type: "image/png", bytes: image },
    });
    expect(upload.status).toBe(201);
    const { imageUrl } = upload.json() as { imageUrl: string };
    const other = [...upstreams()].find((u) => u !== upload.upstream);
    let servedByOther = false;
    for (let i = 0; i < 6; i++) {
      const file = await browser.get(imageUrl);
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toMatch(/^image\//);
      if (file.upstream === other) servedByOther = true;
    }
    expect(servedByOther).toBe(true);
    // Kept in the bucket, not on either server's disk.
    expect(await s3.storage.stat(imageUrl.replace(/^\/uploads\//, ""))).toBeTruthy();
    for (const n of [1, 2])
      expect(
        fs.existsSync(path.join(dir, `uploads-${n}`)) ? fs.readdirSync(path.join(dir, `uploads-${n}`)) : [],
      ).toEqual([]);
  });

  it("shows a write made on one server through the other within a second", async () => {
    // Both servers have the team list in their caches.
    for (let i = 0; i < 4; i++) await browser.get("/api/team");
    const created = await browser.post("/api/team", member("Ada"));
    expect(created.status).toBe(201);
    const started = Date.now();
    const fresh = new Set<string>();
    while (fresh.size < 2) {
      const team = await browser.get("/api/team");
      if ((team.json() as { name: string }[]).some((m) => m.name === "Ada")) fresh.add(team.upstream);
      expect(Date.now() - started, "both servers show the new member").toBeLessThan(1_000);
    }
  });

  it("keeps backups in the bucket, where both servers list and serve them", async () => {
    const made = await browser.post("/api/backups", {});
    expect(made.status).toBe(201);
    const { name } = made.json() as { name: string };
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const listed = await browser.get("/api/backups");
      expect((listed.json() as { name: string }[]).map((b) => b.name)).toContain(name);
      const status = await browser.get("/api/backups/status");
      expect(status.json()).toMatchObject({ location: "s3://cluster-uploads/backups/", lastFailure: null });
      seen.add(listed.upstream).add(status.upstream);
    }
    expect(seen).toEqual(upstreams());
    const download = await browser.get(`/api/backups/${name}`);
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^application\/gzip/);
    // In the bucket under backups/, on neither server's disk.
    const { sdk, client } = await s3.storage.connect();
    const keys = await client.send(new sdk.ListObjectsV2Command({ Bucket: s3.storage.bucket, Prefix: "backups/" }));
    expect(keys.Contents?.map((object) => object.Key)).toContain(`backups/${name}`);
    for (const n of [1, 2]) expect(fs.existsSync(path.join(dir, `data-${n}`, "backups"))).toBe(false);
  });

  it("counts failed sign-ins on both servers against one limit", async () => {
    const guesser = new Browser(nginx.httpsPort);
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await guesser.post("/api/auth/login", { username: ADMIN.username, password: "wrong" });
      expect(res.status).toBe(401);
      seen.add(res.upstream);
    }
    expect(seen.size).toBe(2);
    for (let i = 0; i < 2; i++) {
      expect((await guesser.post("/api/auth/login", ADMIN)).status).toBe(429);
    }
  });

  it("keeps answering every request while one server stops", async () => {
    const [stopping, staying] = servers;
    let stop: Promise<unknown> | undefined;
    const statuses: number[] = [];
    const load = Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 40; i++) {
        if (i === 10 && !stop) {
          stop = stopping!.exited;
          stopping!.signal("SIGTERM");
        }
        statuses.push((await browser.get("/api/team")).status);
      }
    });
    await Promise.all(load);
    expect(await stop).toMatchObject({ code: 0 });
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const after = await browser.get("/api/team");
    expect(after.upstream).toBe(`127.0.0.1:${staying!.port}`);
  });
});
