// npm run bench:memory: the memory the zero-setup default needs, run as a small server runs it: the built server
// (`node dist/server/index.js`), the embedded database (no DATABASE_URL), NODE_ENV=production behind a TLS proxy
// on the same machine (TRUST_PROXY=loopback, requests carry X-Forwarded-Proto: https). Prints three figures, and
// what the traffic cost the server in CPU time, which says more than latency on a machine shared with other work:
//   1. the peak RSS of a first start on an empty DATA_DIR (it creates the database, applies the migrations and
//      creates the administrator named by ADMIN_USERNAME/ADMIN_PASSWORD, which costs one password hash);
//   2. the RSS once a restart has settled, with the content the script added after the first start;
//   3. the peak RSS and the latency under mixed traffic (MEMORY_BENCH_CONNECTIONS connections, default 20, for
//      MEMORY_BENCH_SECONDS, default 30), cycling through what visitors, an administrator and a password guesser do:
//      the p99 of all of it, and apart that of visitors' and administrators' requests (target ≤ 300 ms) and that
//      of the failed sign-ins, which wait for a password hash by design.
// Peaks are the kernel's record (VmHWM, reset before the traffic) of the server and any process it starts, with
// a 25 ms sample of the whole tree's RSS beside it. Loopback only; the data directory is removed afterwards.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import {
  latencyByGroup,
  mixedTraffic,
  RAISED_LIMITS,
  seedSite,
  signIn,
  slowRequestsByRoute,
  type Site,
} from "./bench-memory-traffic";
import { processCpu } from "./process-cpu";
import { resetPeak, treeRss, watchPeak, type PeakReading } from "./process-memory";

const CONNECTIONS = Number(process.env.MEMORY_BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.MEMORY_BENCH_SECONDS ?? 30);
// How long a started server is left alone before its memory is read: the background work that follows its first
// answer (the sweep of unused uploads) is over by then.
const SETTLE_MS = 5_000;
// Options for the server's node, to try one (a V8 flag, --cpu-prof) against the default: MEMORY_BENCH_NODE_ARGS.
const NODE_ARGS = (process.env.MEMORY_BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const READY_TIMEOUT_MS = 180_000;
// The most a visitor's or administrator's request may take at the 99th percentile under the mixed traffic (ms).
const P99_TARGET_MS = 300;

const MiB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

if (!fs.existsSync("dist/server/index.js")) {
  console.error("[bench:memory] dist/server/index.js does not exist: run `npm run build` first.");
  process.exit(1);
}

/** The built server on `site`, not yet answering. The start-up log is kept (up to 20 kB) for an error message. */
function spawnServer(site: Site) {
  const child = spawn(process.execPath, [...NODE_ARGS, "dist/server/index.js"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(site.port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      DATA_DIR: site.dataDir,
      UPLOAD_DIR: path.join(site.dataDir, "uploads"),
      SESSION_SECRET: site.sessionSecret,
      PUBLIC_SITE_URL: "https://www.example.com",
      TRUST_PROXY: "loopback",
      // For the server's own timings by route after the traffic.
      METRICS_TOKEN: site.metricsToken,
      ADMIN_USERNAME: site.admin.username,
      ADMIN_PASSWORD: site.admin.password,
      ...RAISED_LIMITS,
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { child, output: () => output };
}

/** Milliseconds from `began` until GET / answers 200. */
async function waitReady(site: Site, server: ReturnType<typeof spawnServer>, began: number): Promise<number> {
  while (performance.now() - began < READY_TIMEOUT_MS && server.child.exitCode === null) {
    const status = await fetch(`${site.base}/`).then(
      (res) => res.arrayBuffer().then(() => res.status),
      () => null,
    );
    if (status === 200) return performance.now() - began;
    await sleep(20);
  }
  await stop(server.child);
  throw new Error(
    `The server never answered 200 on / (exit code ${server.child.exitCode}). Its output:\n${server.output()}`,
  );
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Waits, then reads the settled RSS as the median of five readings a second apart. */
async function settledRss(pid: number) {
  await sleep(SETTLE_MS - 4_000);
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    readings.push(treeRss(pid).bytes);
    if (i < 4) await sleep(1_000);
  }
  return readings.sort((a, b) => a - b)[2]!;
}

const describePeak = (peak: PeakReading) =>
  `${MiB(peak.recorded)} (kernel's record; 25 ms samples saw ${MiB(peak.sampled)}` +
  `${peak.processes > 1 ? `; ${peak.processes} processes` : ""})`;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const site: Site = {
    base: `http://127.0.0.1:${port}`,
    port,
    dataDir: path.join(dir, "data"),
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    metricsToken: crypto.randomBytes(24).toString("hex"),
    admin: { username: "bench-admin", password: crypto.randomBytes(12).toString("hex") },
  };
  let running: ChildProcess | undefined;
  try {
    console.log(`Server: node dist/server/index.js, embedded database, NODE_ENV=production, ${os.cpus().length} CPUs`);
    console.log(
      `Raised for the run so that every request does its real work instead of a 429: ` +
        Object.entries(RAISED_LIMITS)
          .map(([name, value]) => `${name}=${value}`)
          .join(", "),
    );

    // 1. First start on an empty data directory.
    let began = performance.now();
    const first = spawnServer(site);
    running = first.child;
    const firstWatch = watchPeak(first.child.pid!);
    const firstReadyMs = await waitReady(site, first, began);
    await sleep(SETTLE_MS);
    const firstPeak = firstWatch.stop();
    console.log(`First start (creates the database): ready in ${(firstReadyMs / 1000).toFixed(1)} s`);
    console.log(`  peak RSS ${describePeak(firstPeak)}`);
    await seedSite(site);
    await stop(first.child);

    // 2. A restart on that data directory, left idle.
    began = performance.now();
    const second = spawnServer(site);
    running = second.child;
    const secondReadyMs = await waitReady(site, second, began);
    const idle = await settledRss(second.child.pid!);
    console.log(`Restart: ready in ${(secondReadyMs / 1000).toFixed(1)} s; idle RSS ${MiB(idle)}`);

    // 3. Mixed traffic on the restarted server.
    const cookie = await signIn(site);
    const reset = resetPeak(second.child.pid!);
    const watch = watchPeak(second.child.pid!);
    const cpuBefore = processCpu(second.child.pid!);
    let byGroup: ReturnType<typeof latencyByGroup> = () => [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const traffic = autocannon(
        { url: site.base, connections: CONNECTIONS, duration: SECONDS, requests: mixedTraffic(site, cookie) },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      byGroup = latencyByGroup(traffic);
    });
    const loadPeak = watch.stop();
    const cpuAfter = processCpu(second.child.pid!);
    const settledAfter = treeRss(second.child.pid!).bytes;
    console.log(`Mixed traffic, ${CONNECTIONS} connections for ${SECONDS} s:`);
    console.log(
      `  peak RSS ${reset ? describePeak(loadPeak) : `${MiB(loadPeak.sampled)} (sampled; the kernel's record could not be reset)`}`,
    );
    console.log(
      `  ${result.requests.total} requests (${Math.round(result.requests.average)}/s), latency p50 ${result.latency.p50} ms, ` +
        `p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    const groups = byGroup();
    for (const { group, count, p50, p99, max } of groups) {
      const target =
        group === "password sign-ins"
          ? "(each waits for its password hash, by design)"
          : `(target ≤ ${P99_TARGET_MS} ms: ${p99 <= P99_TARGET_MS ? "met" : "NOT MET"})`;
      console.log(
        `    ${group}: ${count} requests, p50 ${Math.round(p50)} ms, p99 ${Math.round(p99)} ms, max ${Math.round(max)} ms ${target}`,
      );
    }
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(", ");
    console.log(`  statuses ${statuses}; errors ${result.errors}, timeouts ${result.timeouts}`);
    const perRequest = (seconds: number) => `${((seconds * 1000) / (result.requests.total || 1)).toFixed(1)} ms`;
    const main = cpuAfter.main - cpuBefore.main;
    const others = cpuAfter.total - cpuBefore.total - main;
    console.log(
      `  server CPU ${main.toFixed(1)} s on the main thread (${perRequest(main)} per request), ` +
        `${others.toFixed(1)} s on other threads (${perRequest(others)} per request: hashing, GC, compilers)`,
    );
    console.log(`  RSS right after the traffic ${MiB(settledAfter)}`);
    console.log("  by route (the server's own timings): requests, of which slower than 500 ms");
    for (const { route, count, slow } of await slowRequestsByRoute(site, site.metricsToken)) {
      console.log(`    ${route.padEnd(34)} ${String(count).padStart(6)} ${String(slow).padStart(6)}`);
    }
    console.log("");
    const p99Of = (group: string) => Math.round(groups.find((g) => g.group === group)?.p99 ?? NaN);
    console.log(
      `Summary: first start peak ${MiB(firstPeak.recorded)}, idle after restart ${MiB(idle)}, ` +
        `peak under traffic ${MiB(reset ? loadPeak.recorded : loadPeak.sampled)}, p99 ${result.latency.p99} ms ` +
        `(visitors and administrators ${p99Of("visitors and administrators")} ms, ` +
        `password sign-ins ${p99Of("password sign-ins")} ms)`,
    );
    await stop(second.child);
  } finally {
    if (running) await stop(running);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[bench:memory] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
