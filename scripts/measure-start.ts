// npm run bench:start [-- command ...]
// Start-up time and idle memory of the built server: spawns `node dist/server/index.js` (or the command given
// after `--`) on a data directory that already exists, times it from spawn to the first 200 on `/`, then reads
// the resident memory of its whole process tree (a loader parent counts too; Linux /proc) once it is idle. Prints each run
// and the median of three. DATABASE_URL, when set, is passed on; without it the embedded database is used.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { processTree, treeRss } from "./process-memory";

const RUNS = 3;
// How long the server sits idle after its first answer before its memory is read.
const IDLE_MS = 2000;
const READY_TIMEOUT_MS = 120_000;

const separator = process.argv.indexOf("--");
const command = separator >= 0 ? process.argv.slice(separator + 1) : [process.execPath, "dist/server/index.js"];
if (command.length === 0) fail("No command after `--`.");
if (separator < 0 && !fs.existsSync("dist/server/index.js")) {
  fail("dist/server/index.js does not exist: run `npm run build` first.");
}

function fail(message: string): never {
  console.error(`[bench:start] ${message}`);
  process.exit(1);
}

/** A port nobody listens on right now. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Status of GET / or null when nothing answers yet. */
function getStatus(port: number) {
  return new Promise<number | null>((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? null));
    });
    req.on("error", () => resolve(null));
    req.setTimeout(5000, () => req.destroy());
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to every process of the tree (npm does not wait for its child), then waits until all are gone. */
async function stopTree(rootPid: number) {
  const tree = processTree(rootPid);
  for (const pid of tree) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 15_000;
  while (tree.some(alive) && Date.now() < deadline) await sleep(50);
  for (const pid of tree.filter(alive)) process.kill(pid, "SIGKILL");
}

async function run(dataDir: string, { measure }: { measure: boolean }) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      PUBLIC_SITE_URL: "https://www.example.com",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, "uploads"),
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => child.once("exit", resolve));
  child.once("exit", (code) => (exitCode = code));

  let readyMs: number | null = null;
  while (performance.now() - started < READY_TIMEOUT_MS && exitCode === undefined) {
    if ((await getStatus(port)) === 200) {
      readyMs = performance.now() - started;
      break;
    }
    await sleep(20);
  }
  if (readyMs === null) {
    await stopTree(child.pid!);
    fail(`The server never answered 200 on / (exit code ${exitCode ?? "none"}). Its output:\n${output}`);
  }
  let rss: ReturnType<typeof treeRss> | null = null;
  if (measure) {
    await sleep(IDLE_MS);
    rss = treeRss(child.pid!);
  }
  await stopTree(child.pid!);
  await exited;
  return { readyMs, rss };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "measure-start-"));
try {
  console.log(`Command: ${command.join(" ")}`);
  console.log(`Database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
  // A first, uncounted start creates the data directory and applies the migrations, as on an existing install.
  await run(dataDir, { measure: false });
  const results = [];
  for (let i = 1; i <= RUNS; i++) {
    const result = await run(dataDir, { measure: true });
    results.push(result);
    const rss = result.rss!;
    console.log(
      `run ${i}: first 200 on / after ${Math.round(result.readyMs)} ms, idle RSS ${mb(rss.bytes)}` +
        ` (${rss.processes} process${rss.processes === 1 ? "" : "es"})`,
    );
  }
  console.log(
    `median: ${Math.round(median(results.map((r) => r.readyMs)))} ms to the first 200 on /, ` +
      `idle RSS ${mb(median(results.map((r) => r.rss!.bytes)))}`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
