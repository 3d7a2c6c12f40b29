// Shared by the measuring scripts: start the real server on a throwaway data directory, fill it with content
// like a real site's, and stop it again.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serviceDetail, services } from "../client/src/content/services";

/** The administrator the measuring servers start with. */
export const ADMIN = { username: "bench", password: "bench-password" };

/** The compiled server when it is built (what production runs), else the TypeScript source. */
const serverCommand = () =>
  fs.existsSync("dist/server/index.js") ? ["dist/server/index.js"] : ["--import", "tsx", "server/index.ts"];

/** Resolves with the output up to and including the first line that contains `text`. */
export function waitForLine(child: ChildProcess, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    let found = false;
    // The server logs a line per request: once the line is seen, the rest is read and dropped.
    child.stdout!.on("data", (chunk: Buffer) => {
      if (found) return;
      output += chunk.toString();
      if (output.includes(text)) {
        found = true;
        resolve(output);
        output = "";
      }
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code} before "${text}":\n${output}`)));
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

export interface RunningServer {
  base: string;
  process: ChildProcess;
  /** A scratch folder that is removed with the server. */
  dir: string;
  stop(): Promise<void>;
}

/** Where a measuring server's log goes: read through a pipe (and dropped), a file, or /dev/null. */
export type LogTarget = "pipe" | "file" | "null";

export interface ServerOptions {
  /** PUBLIC_SITE_URL; null leaves it unset (the site's address is then each request's). */
  publicSiteUrl?: string | null;
  /** Where its standard output goes; a pipe by default. With "file", it is `log.jsonl` in the server's folder. */
  log?: LogTarget;
  /** More environment variables (LOG_LEVEL, TRUST_PROXY...). */
  env?: Record<string, string>;
}

/**
 * The real server on 127.0.0.1:port (port 0, with the log read through a pipe: a free port the system picks), on a
 * fresh embedded database or on `databaseUrl`, with PUBLIC_SITE_URL https://www.example.com unless `options` say
 * otherwise.
 */
export async function startServer(
  port: number,
  databaseUrl: string | undefined,
  { publicSiteUrl = "https://www.example.com", log = "pipe", env = {} }: ServerOptions = {},
): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const logFile = path.join(dir, "log.jsonl");
  const stdout = log === "pipe" ? "pipe" : fs.openSync(log === "file" ? logFile : "/dev/null", "w");
  const { PUBLIC_SITE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, serverCommand(), {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl ?? "",
      DATA_DIR: path.join(dir, "data"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...(publicSiteUrl ? { PUBLIC_SITE_URL: publicSiteUrl } : {}),
      // The sign-in that seeds the site waits for its password hash, however busy the machine.
      PASSWORD_HASH_MAX_WAIT_MS: "30000",
      ...env,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  if (typeof stdout === "number") fs.closeSync(stdout);
  const server: RunningServer = {
    base: `http://127.0.0.1:${port}`,
    process: child,
    dir,
    async stop() {
      await stop(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    // A log not read here (or at LOG_LEVEL=warn, without the line) says nothing: the server listens once it answers.
    // A pipe is read all the same, and what comes through it dropped.
    child.stdout?.resume();
    const output =
      log === "pipe" && !env.LOG_LEVEL
        ? await waitForLine(child, "Listening on")
        : await waitForAnswer(child, server.base);
    const listening = /Listening on http:\/\/[^\s:]+:(\d+)/.exec(output);
    if (listening) server.base = `http://127.0.0.1:${listening[1]}`;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Resolves once `base` answers at all, rejecting when `child` exits first. */
async function waitForAnswer(child: ChildProcess, base: string): Promise<string> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before answering`);
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.arrayBuffer().then(() => true),
        () => false,
      )
    )
      return "";
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function api(base: string, method: string, urlPath: string, body?: object, cookie?: string) {
  const res = await fetch(base + urlPath, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return res;
}

export const BENCH_PAGE_SLUG = "accessibility-statement-2026";

/** The `i`th team member of a benchmark's site. */
export const benchTeamMember = (i: number) => ({
  name: `Team Member ${i}`,
  designation: "Accessibility Specialist",
  description: "Remediates PDFs and EPUBs and tests them with screen readers every day.",
  sortOrder: i,
});

const QUOTE = "They remediated our backlist to PDF/UA and EPUB 3 on time, and the audits were thorough.";

/** The `i`th testimonial of a benchmark's site. */
export const benchTestimonial = (i: number, content = QUOTE) => ({
  clientName: `Publisher ${i}`,
  personName: "Ann Example",
  personTitle: "Director of Digital Publishing",
  content,
  sortOrder: i,
});

/**
 * A site with content like a real one: settings, a dozen testimonials, a team, a published page, and client
 * logos when `logos` is set (their image addresses do not exist, so browser measurements leave them out).
 * Content already there (a PostgreSQL database used before) is deleted first: use a scratch database.
 */
export async function seed(base: string, { logos = true } = {}) {
  const login = await api(base, "POST", "/api/auth/login", ADMIN);
  const cookie = String(login.headers.get("set-cookie")).split(";")[0];
  const post = (urlPath: string, body: object) => api(base, "POST", urlPath, body, cookie);
  for (const list of ["/api/team", "/api/logos", "/api/testimonials", "/api/pages", "/api/redirects"]) {
    const rows = (await (await api(base, "GET", list, undefined, cookie)).json()) as {
      id: number;
      linkedFrom?: string[];
    }[];
    // The legal pages the footer links to cannot be deleted (and every site has them).
    for (const row of rows.filter((r) => !r.linkedFrom?.includes("footer")))
      await api(base, "DELETE", `${list}/${row.id}`, undefined, cookie);
  }
  // The shipped services, put back where a database used before (a test database, emptied) lacks them.
  const present = new Set(
    ((await (await api(base, "GET", "/api/services")).json()) as { id: string }[]).map((s) => s.id),
  );
  for (const service of services.filter((s) => !present.has(s.id)))
    await post("/api/services", { ...service, keywords: service.keywords ?? [], detail: serviceDetail });
  await post("/api/settings/companyName", { value: "AccessAble Content" });
  await post("/api/settings/companyTagline", { value: "Digital accessibility services" });
  for (let i = 1; i <= 12; i++) {
    await post("/api/testimonials", benchTestimonial(i, `${QUOTE} `.repeat(2)));
  }
  for (let i = 1; i <= 6; i++) {
    await post("/api/team", benchTeamMember(i));
  }
  if (logos) {
    for (let i = 1; i <= 8; i++)
      await post("/api/logos", { clientName: `Client ${i}`, logoUrl: `/uploads/logo-${i}.png` });
  }
  await post("/api/pages", {
    title: "Accessibility Statement 2026",
    slug: BENCH_PAGE_SLUG,
    content: "<h2>Our commitment</h2><p>We aim for WCAG 2.2 AA across this website.</p>".repeat(10),
    isPublished: true,
  });
  // A site with a history has redirect rules: every request is looked up among them before anything else.
  for (let i = 1; i <= 50; i++) await post("/api/redirects", { fromPath: `/old-campaign-${i}`, toPath: "/contact" });
}
