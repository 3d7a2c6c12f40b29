import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { InquiryChallengeAnswer } from "@shared/schema";
import { inquiries } from "@shared/tables";
import { inquiryBody } from "@shared/test/rows";
import { openDatabase } from "./db/connection";
import { DEFAULT_STALE_MS } from "./db/lock";
import { readStat } from "./db/process-state";
import { altchaFor } from "./test/altcha";
import { killServers, startServer, waitFor } from "./test/process";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shutdown-test-"));
afterAll(async () => {
  await killServers();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An inquiry with the proof of work of a challenge `port`'s server hands out, as JSON. */
async function inquiryFor(port: number, fields: Parameters<typeof inquiryBody>[0] = {}): Promise<string> {
  const challenge = await fetch(`http://127.0.0.1:${port}/api/inquiries/challenge`);
  const altcha = altchaFor((await challenge.json()) as InquiryChallengeAnswer);
  return JSON.stringify({ ...inquiryBody(fields), altcha });
}

interface Answer {
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: string;
  error?: string;
}

/**
 * POST /api/inquiries with its body sent in `parts` pieces, `gapMs` apart; with `stall`, the last piece never
 * comes. Resolves with the answer, or with the error the client saw.
 */
function slowInquiry(
  port: number,
  inquiry: string,
  { parts, gapMs, stall = false }: { parts: number; gapMs: number; stall?: boolean },
) {
  const body = Buffer.from(inquiry);
  const size = Math.ceil(body.length / parts);
  return new Promise<Answer>((resolve) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/inquiries",
      headers: { "Content-Type": "application/json", "Content-Length": body.length },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    let sent = 0;
    const next = () => {
      if (req.destroyed) return;
      const last = sent + size >= body.length;
      if (last && stall) return;
      req.write(body.subarray(sent, sent + size));
      sent += size;
      if (sent < body.length) setTimeout(next, gapMs);
      else req.end();
    };
    next();
  });
}

const connect = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => (socket.destroy(), resolve("connected")));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });

describe("stopping the server (SIGTERM to its process group)", () => {
  it("finishes requests in progress, refuses new ones, cuts what outlives the grace period, and exits 0", async () => {
    const server = await startServer({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      PUBLIC_SITE_URL: "https://www.example.com",
      DATA_DIR: path.join(dir, "data"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      CLIENT_DIST_DIR: path.join(dir, "no-build"),
      SHUTDOWN_GRACE_SECONDS: "4",
    });
    // Production without TRUST_PROXY: said at start-up.
    expect(server.output()).toMatch(/Warning: TRUST_PROXY is not set/);

    const inquiry = await inquiryFor(server.port);
    const slow = slowInquiry(server.port, inquiry, { parts: 6, gapMs: 300 }); // about 1.5 s
    const stuck = slowInquiry(server.port, inquiry, { parts: 2, gapMs: 100, stall: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = performance.now();
    server.signal("SIGTERM");
    await waitFor(() => server.output().includes("SIGTERM received"), "the server to see SIGTERM");

    expect(await connect(server.port)).toBe("ECONNREFUSED");

    const answer = await slow;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body!)).toMatchObject({ message: expect.stringMatching(/^Thank you/) });
    expect(answer.headers?.connection).toBe("close");

    // The request whose body never ends is cut once the 4 s are over; then the server stops by itself.
    expect((await stuck).error).toMatch(/ECONNRESET|socket hang up/);
    const { code, signal } = await server.exited;
    const took = performance.now() - signalled;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(took).toBeGreaterThan(3900);
    expect(took).toBeLessThan(9000);
    expect(server.output()).toMatch(/SIGTERM received: draining 2 requests in progress \(grace period 4 s\)/);
    expect(server.output()).toMatch(/Grace period over: closed 1 connection still open/);
    expect(server.output()).toMatch(/Stopped\./);
  }, 120_000);

  it("stops at once when nothing is in progress, idle keep-alive connections included", async () => {
    const server = await startServer({
      // The first test's server has stopped: its database is reopened, which is quicker than a new one.
      DATA_DIR: path.join(dir, "data"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      CLIENT_DIST_DIR: path.join(dir, "no-build"),
    });
    const agent = new http.Agent({ keepAlive: true });
    const health = await fetchWith(agent, server.port, "/api/health");
    expect(health).toMatchObject({ status: 200 });
    const signalled = performance.now();
    server.signal("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // The default grace period is 10 s; an idle connection must not make the server wait for it.
    expect(performance.now() - signalled).toBeLessThan(5000);
    agent.destroy();
  }, 120_000);
});

describe.skipIf(process.platform !== "linux")("a crash (SIGKILL to its process group) during writes", () => {
  it("starts again at once though the killed server is a zombie its parent has not reaped, keeping every acknowledged write", async () => {
    const env = {
      DATA_DIR: path.join(dir, "crash-data"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      CLIENT_DIST_DIR: path.join(dir, "no-build"),
      INQUIRY_MAX_PER_HOUR: "100000",
    };
    // Under a parent that does not reap it at once, as a container's init that reaps no orphans.
    const first = await startServer(env, 60_000, { reapLate: true });
    const acknowledged: string[] = [];
    let killed = false;
    // Each writer sends one inquiry after another and stops only when the killed server fails one, so the kill
    // always lands while writes are arriving. (Stopping them at the kill instead let a busy machine read every
    // answer the server had already sent, and the crash then interrupted nothing.)
    const writer = async (w: number) => {
      for (let i = 0; ; i++) {
        const fullName = `Writer ${w} #${i}`;
        try {
          const res = await fetch(`http://127.0.0.1:${first.port}/api/inquiries`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: await inquiryFor(first.port, { fullName }),
          });
          if (res.status === 201) acknowledged.push(fullName);
          else throw new Error(`${res.status}: ${await res.text()}`);
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    await waitFor(() => acknowledged.length >= 40, "40 acknowledged writes", 30_000);
    killed = true;
    first.signal("SIGKILL");
    const killedAt = Date.now();
    await Promise.all(writers);
    await waitFor(() => (readStat(first.pid) as { state?: string }).state === "Z", "the killed server to be a zombie");

    const second = await startServer(env);
    const restartMs = Date.now() - killedAt;
    expect(second.output()).not.toMatch(/in use by another running server/);
    expect(restartMs).toBeLessThan(DEFAULT_STALE_MS);
    second.signal("SIGTERM");
    expect((await second.exited).code).toBe(0);

    const database = await openDatabase({ dataDir: path.join(env.DATA_DIR, "pg") });
    try {
      const names = new Set((await database.db.select().from(inquiries)).map((row) => row.fullName));
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

function fetchWith(agent: http.Agent, port: number, url: string) {
  return new Promise<{ status?: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: url, agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, body }));
      })
      .on("error", reject);
  });
}
