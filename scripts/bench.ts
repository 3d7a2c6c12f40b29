// npm run bench: every public GET of the real server, side by side with a bare node:http server that sends
// the same response (status, headers, body), at 50 connections: requests per second and their ratio, server CPU
// per request, p50/p99 latency, and whether each target is met; then the server's idle memory. The server logs at
// info into a file, as a production server's log goes to one. Each database is measured with PUBLIC_SITE_URL set
// and without it (pages then name the address each request came to). The JSON reads and the website's pages are
// asked for as autocannon asks (no Accept-Encoding) and as browsers do (Accept-Encoding: br, compressed answers).
// Then what the line per request costs, with the log going to a file, a pipe and /dev/null. On the embedded
// database, and on PostgreSQL with BENCH_DATABASE_URL. Loopback only, bounded in time. Only the ratios mean much
// on a shared machine. BENCH_PATHS=/,/api/team measures only those paths (and leaves out the log's cost unless
// it names "log"); BENCH_SITE_URL=set or unset measures only that configuration.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { NGINX, startNginx } from "../tests/cluster/nginx";
import { BENCH_PAGE_SLUG, seed, startServer, stop, waitForLine, type LogTarget } from "./bench-support";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ, the unit of /proc/<pid>/stat times

/** A GET, asked without Accept-Encoding or with `Accept-Encoding: br` as browsers send it. */
interface Target {
  path: string;
  br: boolean;
}

/**
 * The public GETs a visitor's browser makes, plus the health check a load balancer polls. The most visited ones
 * (two JSON reads, three pages) are measured compressed as well.
 */
const TARGETS: Target[] = [
  ...["/api/health", "/api/settings", "/api/team", "/api/logos", "/api/testimonials"],
  ...[`/api/pages/slug/${BENCH_PAGE_SLUG}`, "/", "/about", "/services/epub", "/sitemap.xml"],
]
  .flatMap((path) =>
    ["/api/settings", "/api/team", "/", "/about", "/services/epub"].includes(path)
      ? [
          { path, br: false },
          { path, br: true },
        ]
      : [{ path, br: false }],
  )
  .filter(({ path }) => !process.env.BENCH_PATHS || process.env.BENCH_PATHS.split(",").includes(path));

const BROTLI = { "accept-encoding": "br" };

/** The visitors' pages; every other path is an answer from memory (a JSON read, the sitemap, the health check). */
const PAGES = new Set(["/", "/about", "/services/epub"]);

/**
 * What the server should reach, side by side with the bare server in the same run: a share of its requests a
 * second (pages, answers from memory), and a p99 at most this many times the bare server's own.
 */
const TARGETS_MET = { page: 0.8, memory: 0.6, p99: 1.5 };

const mark = (met: boolean) => (met ? "yes" : "NO");

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  cpuMicros: number;
  errors: number;
}

function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * autocannon keeps each response's body as a string, decoding it as UTF-8 chunk by chunk. A compressed page is
 * not text, and decoding 17 KB of it cost the load generator about 1 ms of CPU, so it, not the server, set the
 * pace and the latency (about 4,500 requests a second for the bare server as for the real one). Nothing here
 * reads the bodies: each client drops them, and autocannon still counts their bytes.
 */
const dropBodies = (client: { pipelinedRequests: { addBody(data: unknown): void } }) => {
  client.pipelinedRequests.addBody = () => {};
};

async function load(url: string, seconds: number, br = false) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: br ? BROTLI : {},
    setupClient: dropBodies as never,
  });
}

async function measure(pid: number, url: string, br: boolean): Promise<Measure> {
  await load(url, WARMUP_SECONDS, br);
  const before = cpuTicks(pid);
  const result = await load(url, SECONDS, br);
  const cpuSeconds = (cpuTicks(pid) - before) / CLOCK_TICKS_PER_SECOND;
  const requests = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicros: (cpuSeconds * 1e6) / requests,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

interface BareRoute {
  status: number;
  /** Name, value, name, value... as received, less those Node writes itself (X-Request-Id is a fixed one). */
  headers: string[];
  body: string;
}

/** One GET as autocannon sends it (no Accept-Encoding, or `br`), with the raw response kept. */
function capture(url: string, br: boolean): Promise<BareRoute> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: br ? BROTLI : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          if (res.statusCode !== 200) return reject(new Error(`GET ${url}: ${res.statusCode}`));
          const headers: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!/^(date|connection|keep-alive|content-length|transfer-encoding)$/i.test(res.rawHeaders[i]!)) {
              headers.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
            }
          }
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString("base64") });
        });
      })
      .on("error", reject);
  });
}

/** The configurations each database is measured in: with PUBLIC_SITE_URL, and without it. */
const SITE_URLS = [
  { name: "PUBLIC_SITE_URL set", publicSiteUrl: "https://www.example.com" },
  { name: "PUBLIC_SITE_URL unset", publicSiteUrl: null },
].filter(
  ({ publicSiteUrl }) => !process.env.BENCH_SITE_URL || (process.env.BENCH_SITE_URL === "set") === !!publicSiteUrl,
);

async function bench(label: string, databaseUrl: string | undefined, port: number, publicSiteUrl: string | null) {
  const server = await startServer(port, databaseUrl, { publicSiteUrl, log: "file" });
  let bare: ChildProcess | undefined;
  try {
    await seed(server.base);
    // The bare server answers each path with exactly the response the real one sent: status, headers (the
    // security headers, validators, content type) and body. What is left between the two is the application.
    // Keyed as the bare server looks them up: "br " before the path of a compressed answer.
    const routes: Record<string, BareRoute> = {};
    const keyOf = ({ path, br }: Target) => (br ? `br ${path}` : path);
    for (const target of TARGETS) routes[keyOf(target)] = await capture(server.base + target.path, target.br);
    const routesFile = path.join(server.dir, "routes.json");
    fs.writeFileSync(routesFile, JSON.stringify(routes));
    bare = spawn(process.execPath, ["scripts/bench-bare.mjs", String(port + 50), routesFile], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await waitForLine(bare, "Listening");

    const rows = [];
    let missed = 0;
    for (const target of TARGETS) {
      const app = await measure(server.process.pid!, server.base + target.path, target.br);
      const yardstick = await measure(bare.pid!, `http://127.0.0.1:${port + 50}${target.path}`, target.br);
      const route = routes[keyOf(target)]!;
      const ratio = app.rps / yardstick.rps;
      const share = PAGES.has(target.path) ? TARGETS_MET.page : TARGETS_MET.memory;
      const p99Met = app.p99 <= TARGETS_MET.p99 * yardstick.p99;
      if (ratio < share || !p99Met) missed++;
      rows.push({
        GET: target.path,
        "Accept-Encoding": target.br ? "br" : "-",
        bytes: Buffer.from(route.body, "base64").length,
        "req/s": Math.round(app.rps),
        "bare req/s": Math.round(yardstick.rps),
        ratio: ratio.toFixed(2),
        [`≥ ${TARGETS_MET.page} (pages) / ${TARGETS_MET.memory}`]: mark(ratio >= share),
        "CPU µs/req": Math.round(app.cpuMicros),
        "bare CPU µs/req": Math.round(yardstick.cpuMicros),
        "p50 ms": app.p50,
        "p99 ms": app.p99,
        "bare p99 ms": yardstick.p99,
        [`p99 ≤ ${TARGETS_MET.p99}× bare`]: mark(p99Met),
        errors: app.errors,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = rssMb(server.process.pid!);
    console.log(
      `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per path, ${os.cpus().length} cores, log at info into a file; ` +
        `idle server RSS ${idle.toFixed(0)} MB`,
    );
    console.table(rows);
    console.log(missed ? `${missed} of ${rows.length} rows miss a target.` : "Every target is met.");
  } finally {
    if (bare) await stop(bare);
    await server.stop();
  }
}

/** How many times each way of logging is measured, in turn with the others; the median is shown. */
const LOG_COST_ROUNDS = 3;

/**
 * What the line per request costs: server CPU per request of GET /api/team (an answer from memory) with
 * LOG_LEVEL=warn, which writes no request lines, and at info with the log going to a file, a pipe this script reads,
 * and /dev/null. The four servers run side by side and are measured in turn, LOG_COST_ROUNDS times, so that a
 * machine busier in one moment than another weighs on all four alike. The differences are the lines' cost.
 */
async function benchLogCost(port: number) {
  const target = "/api/team";
  const runs: { name: string; log: LogTarget; level: string }[] = [
    { name: "LOG_LEVEL=warn (no request lines)", log: "file", level: "warn" },
    { name: "info, into a file", log: "file", level: "info" },
    { name: "info, into a pipe", log: "pipe", level: "info" },
    { name: "info, into /dev/null", log: "null", level: "info" },
  ];
  const servers = [];
  try {
    for (const [i, run] of runs.entries()) {
      const server = await startServer(port + i, undefined, { log: run.log, env: { LOG_LEVEL: run.level } });
      servers.push(server);
      await seed(server.base);
    }
    const measures: Measure[][] = runs.map(() => []);
    for (let round = 0; round < LOG_COST_ROUNDS; round++) {
      for (const [i, server] of servers.entries()) {
        measures[i]!.push(await measure(server.process.pid!, server.base + target, false));
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const cpu = measures.map((list) => median(list.map((m) => m.cpuMicros)));
    const rows = runs.map((run, i) => ({
      log: run.name,
      "req/s": Math.round(median(measures[i]!.map((m) => m.rps))),
      "CPU µs/req": cpu[i]!.toFixed(1),
      "more than warn": (cpu[i]! - cpu[0]!).toFixed(1),
      "p99 ms": median(measures[i]!.map((m) => m.p99)),
      errors: measures[i]!.reduce((sum, m) => sum + m.errors, 0),
    }));
    console.log(
      `\nThe line per request: GET ${target} on the embedded database, ${CONNECTIONS} connections, ${SECONDS} s, ` +
        `median of ${LOG_COST_ROUNDS} rounds`,
    );
    console.table(rows);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/**
 * A public GET through nginx (the documented site configuration, TLS included) with one server behind it, then
 * with two on the same PostgreSQL: what a second server adds. On one small machine nginx, the servers and the
 * load generator share the cores, so the gain shown here is a floor.
 */
async function benchThroughNginx(databaseUrl: string) {
  if (!fs.existsSync(NGINX)) {
    console.log(`\n(nginx not found at ${NGINX}: set NGINX_PATH to measure through nginx)`);
    return;
  }
  const target = "/api/team";
  const servers = [await startServer(5311, databaseUrl), await startServer(5312, databaseUrl)];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  try {
    await seed(servers[0]!.base);
    const rows = [];
    for (const count of [1, 2]) {
      const behind = servers.slice(0, count);
      const nginx = await startNginx(
        fs.mkdtempSync(path.join(dir, `n${count}-`)),
        "deploy/nginx/site.conf",
        [5311, 5312].slice(0, count),
      );
      try {
        const url = `https://127.0.0.1:${nginx.httpsPort}${target}`;
        await load(url, WARMUP_SECONDS);
        const before = behind.map((s) => cpuTicks(s.process.pid!));
        const result = await load(url, SECONDS);
        const cpu = behind.map((s, i) => (cpuTicks(s.process.pid!) - before[i]!) / CLOCK_TICKS_PER_SECOND);
        rows.push({
          servers: count,
          "req/s": Math.round(result.requests.average),
          "p50 ms": result.latency.p50,
          "p99 ms": result.latency.p99,
          "server CPU s": cpu.map((c) => c.toFixed(1)).join(" + "),
          errors: result.errors + result.timeouts + result.non2xx,
        });
      } finally {
        await nginx.stop();
      }
    }
    console.log(
      `\nThrough nginx (TLS, keep-alive), GET ${target} on PostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s, ${os.cpus().length} cores`,
    );
    console.table(rows);
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const { name, publicSiteUrl } of TARGETS.length ? SITE_URLS : []) {
  await bench(`Embedded database (PGlite), ${name}`, undefined, 5301, publicSiteUrl);
}
if (!process.env.BENCH_PATHS || process.env.BENCH_PATHS.split(",").includes("log")) await benchLogCost(5320);
if (process.env.BENCH_DATABASE_URL) {
  for (const { name, publicSiteUrl } of TARGETS.length ? SITE_URLS : []) {
    await bench(`PostgreSQL, ${name}`, process.env.BENCH_DATABASE_URL, 5302, publicSiteUrl);
  }
  await benchThroughNginx(process.env.BENCH_DATABASE_URL);
} else {
  console.log("(set BENCH_DATABASE_URL to measure PostgreSQL too; its tables are created in that database)");
}
