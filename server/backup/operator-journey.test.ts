// An operator's day, with real processes: a site with content on the zero-setup default, a backup taken while it
// runs, restored into a new database (PostgreSQL when TEST_DATABASE_URL is set, else another embedded one), and a
// second server started there that shows visitors and administrators the same site. Along the way, the first
// server's log is JSON lines and its metrics answer only with the token.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { InquiryChallengeAnswer } from "@shared/schema";
import { BOOTSTRAP_SLOT, FIRST_SCREEN_SLOT, HEAD_SLOT } from "../modules/site/html";
import { altchaFor } from "../test/altcha";
import { fixture } from "../test/harness";
import { killServers, root, startServer, type ServerProcess } from "../test/process";

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "operator-"));
const ADMIN = { username: "operator", password: "a long operator password" };
const METRICS_TOKEN = "metrics-token-for-the-journey";
const PUBLIC_SITE_URL = "https://journey.example.com";
const created: string[] = [];

afterAll(async () => {
  await killServers();
  if (process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A new, empty PostgreSQL database beside the test one, or undefined to use another embedded database. */
async function newDatabaseUrl(): Promise<string | undefined> {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const name = `restore_journey_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  created.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.href;
}

/** A browser-like client of one server: a cookie jar, and same-origin writes. */
function client(server: ServerProcess) {
  const base = `http://127.0.0.1:${server.port}`;
  let cookie = "";
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(cookie && { Cookie: cookie }),
        ...(body !== undefined && !(body instanceof FormData) && { "Content-Type": "application/json" }),
        Origin: base,
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return res;
  };
  return {
    call,
    json: async (url: string) => {
      const res = await call("GET", url);
      expect(res.status, url).toBe(200);
      return res.json();
    },
    signIn: async () => expect((await call("POST", "/api/auth/login", ADMIN)).status).toBe(200),
  };
}

/** What a visitor and an administrator see of a site: its public reads, its pages' HTML, the admin lists. */
async function siteAsSeen(server: ServerProcess, pageSlug: string) {
  const visitor = client(server);
  const admin = client(server);
  await admin.signIn();
  // The whole page as the server writes it: head tags and bootstrap data.
  const html = async (url: string) => (await visitor.call("GET", url)).text();
  return {
    team: await visitor.json("/api/team"),
    logos: await visitor.json("/api/logos"),
    settings: await visitor.json("/api/settings"),
    page: await visitor.json(`/api/pages/slug/${pageSlug}`),
    home: await html("/"),
    about: await html("/about"),
    inquiries: await admin.json("/api/inquiries"),
    pages: await admin.json("/api/pages"),
    admins: await admin.json("/api/admins"),
  };
}

/**
 * The website's built index.html, reduced to its slots: the API suites run before anything is built, and what
 * matters here is what the server writes into a page (head tags and bootstrap data), not the scripts around it.
 */
function websiteTemplate() {
  const dir = path.join(tmp, "website");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head>${HEAD_SLOT}</head><body><div id="root">${FIRST_SCREEN_SLOT}</div>${BOOTSTRAP_SLOT}</body></html>`,
  );
  return dir;
}

describe("an operator backs up a running site and brings it up elsewhere", () => {
  it("restores into a new database where a second server shows the same site, and the first one logged and counted", async () => {
    const first = {
      DATA_DIR: path.join(tmp, "first", "data"),
      UPLOAD_DIR: path.join(tmp, "first", "uploads"),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
      LOG_LEVEL: "info",
      // Both servers name the same public address, as the same site on another machine would.
      PUBLIC_SITE_URL,
      CLIENT_DIST_DIR: websiteTemplate(),
    };
    const one = await startServer(first);
    const admin = client(one);
    await admin.signIn();

    // Content of every kind an administrator or visitor makes.
    const form = new FormData();
    form.append("image", new Blob([fs.readFileSync(fixture("logo.png"))], { type: "image/png" }), "logo.png");
    const upload = await admin.call("POST", "/api/logos/upload", form);
    expect(upload.status).toBe(201);
    const { logoUrl } = (await upload.json()) as { logoUrl: string };
    expect((await admin.call("POST", "/api/logos", { clientName: "Northwind Press", logoUrl })).status).toBe(201);
    const member = { name: "Ada Lovelace", designation: "Engineer", description: "Numbers", imageUrl: "" };
    expect((await admin.call("POST", "/api/team", member)).status).toBe(201);
    const page = { title: "Our promise", slug: "our-promise", content: "<p>Accessible, always.</p>" };
    expect((await admin.call("POST", "/api/pages", { ...page, isPublished: true })).status).toBe(201);
    expect((await admin.call("POST", "/api/settings/companyName", { value: "Journey Accessibility" })).status).toBe(
      200,
    );
    const inquiry = {
      fullName: "Grace Hopper",
      designation: "Director",
      companyEmail: "grace@example.com",
      phoneNumber: "+1 555 0100",
      goals: ["Accessible EPUB"],
    };
    const visitor = client(one);
    const altcha = altchaFor((await visitor.json("/api/inquiries/challenge")) as InquiryChallengeAnswer);
    expect((await visitor.call("POST", "/api/inquiries", { ...inquiry, altcha })).status).toBe(201);
    const before = await siteAsSeen(one, page.slug);

    // The backup command, while the server runs, into the server's backups folder.
    const env = { ...process.env, DATABASE_URL: "", DATA_DIR: first.DATA_DIR, UPLOAD_DIR: first.UPLOAD_DIR };
    const backup = await run(process.execPath, ["--import", "tsx", "server/scripts/backup.ts"], { cwd: root, env });
    const archive = backup.stdout.trim().split("\n").at(-1)!;
    expect(path.dirname(archive)).toBe(path.join(first.DATA_DIR, "backups"));
    expect(fs.existsSync(archive)).toBe(true);
    // The first server lists it, made by the command.
    const listed = (await admin.json("/api/backups")) as Array<{ name: string; trigger?: string }>;
    expect(listed).toContainEqual(expect.objectContaining({ name: path.basename(archive), trigger: "command" }));

    // Restored into a new database and upload folder, and a second server started there.
    const second = {
      DATABASE_URL: (await newDatabaseUrl()) ?? "",
      DATA_DIR: path.join(tmp, "second", "data"),
      UPLOAD_DIR: path.join(tmp, "second", "uploads"),
      PUBLIC_SITE_URL,
      CLIENT_DIST_DIR: first.CLIENT_DIST_DIR,
    };
    const restored = await run(process.execPath, ["--import", "tsx", "server/scripts/restore.ts", archive], {
      cwd: root,
      env: { ...process.env, ...second },
    });
    expect(restored.stdout).toMatch(/Restored \d+ rows of \d+ tables and \d+ uploaded file\(s\)/);
    const two = await startServer(second);
    const after = await siteAsSeen(two, page.slug);
    // One part at a time, so that a difference names the read it is in.
    for (const part of Object.keys(before) as (keyof typeof before)[]) expect(after[part], part).toEqual(before[part]);
    expect(after.home).toContain("Journey Accessibility");
    // The uploaded logo, byte for byte.
    const logoBytes = async (server: ServerProcess) =>
      Buffer.from(await (await fetch(`http://127.0.0.1:${server.port}${logoUrl}`)).arrayBuffer());
    expect((await logoBytes(two)).equals(await logoBytes(one))).toBe(true);

    // The first server's log: one JSON line per request, with what an operator needs.
    const lines = one
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: "request",
        method: "POST",
        path: "/api/team",
        status: 201,
        reqId: expect.any(String),
      }),
    );
    expect(one.output()).not.toContain(ADMIN.password);

    // Metrics only with the token.
    const metrics = (headers: Record<string, string>) => fetch(`http://127.0.0.1:${one.port}/metrics`, { headers });
    expect((await metrics({})).status).toBe(401);
    expect((await metrics({ Authorization: "Bearer wrong-token-wrong-token" })).status).toBe(401);
    const scraped = await metrics({ Authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toContain('http_request_duration_seconds_count{method="POST",route="/api/team",status_class="2xx"}');
    expect(text).toMatch(/^backup_last_success_timestamp_seconds \d+/m);
  }, 240_000);
});
