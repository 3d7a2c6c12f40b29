// npm run bench: requests per second and latency of GET /api/testimonials at 50 connections, and the server's
// memory, on the embedded database and (with BENCH_DATABASE_URL) on PostgreSQL. Loopback only, bounded in time.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const CONNECTIONS = 50;
const WARMUP_MS = 2_000;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const TESTIMONIALS = 12;

interface Result {
  database: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  rssMb: number;
}

async function startServer(port: number, databaseUrl: string | undefined): Promise<{ child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl ?? "",
      DATA_DIR: path.join(dir, "data"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      ADMIN_USERNAME: "bench",
      ADMIN_PASSWORD: "bench-password",
      CLIENT_DIST_DIR: path.join(dir, "no-client"),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("Listening on") && resolve());
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, dir };
}

function request(agent: http.Agent, port: number, method: string, urlPath: string, body?: object, cookie?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        headers: { ...(data ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

async function seed(agent: http.Agent, port: number) {
  const login = await request(agent, port, "POST", "/api/auth/login", { username: "bench", password: "bench-password" });
  const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  for (let i = 1; i <= TESTIMONIALS; i++) {
    await request(agent, port, "POST", "/api/testimonials", {
      clientName: `Publisher ${i}`,
      personName: "Ann Example",
      personTitle: "Director of Digital Publishing",
      content: "They remediated our backlist to PDF/UA and EPUB 3 on time, and the audits were thorough. ".repeat(2),
      sortOrder: i,
    }, cookie);
  }
}

async function load(port: number, ms: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + ms;
  const worker = async () => {
    while (Date.now() < end) {
      const start = process.hrtime.bigint();
      try {
        const res = await request(agent, port, "GET", "/api/testimonials");
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pct(50), p99: pct(99) };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function bench(database: string, url: string | undefined, port: number): Promise<Result> {
  const { child, dir } = await startServer(port, url);
  try {
    const agent = new http.Agent({ keepAlive: true });
    await seed(agent, port);
    agent.destroy();
    await load(port, WARMUP_MS);
    const result = await load(port, DURATION_MS);
    return { database, ...result, rssMb: rssMb(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const results = [await bench("embedded (PGlite)", undefined, 5301)];
if (process.env.BENCH_DATABASE_URL) {
  results.push(await bench("PostgreSQL", process.env.BENCH_DATABASE_URL, 5302));
} else {
  console.log("(set BENCH_DATABASE_URL to measure PostgreSQL too; its tables are created in that database)");
}
console.log(`\nGET /api/testimonials (${TESTIMONIALS} rows), ${CONNECTIONS} connections, ${DURATION_MS / 1000} s, ${os.cpus().length} cores`);
console.table(
  results.map((r) => ({
    database: r.database,
    requests: r.requests,
    errors: r.errors,
    "req/s": Math.round(r.rps),
    "p50 ms": r.p50.toFixed(1),
    "p99 ms": r.p99.toFixed(1),
    "server RSS MB": r.rssMb.toFixed(0),
  })),
);
