import http from "node:http";
import net from "node:net";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { loadEnv } from "../env";
import { jsonLogger, logFunction, type LogLevel } from "../lib/logger";
import { PASSWORD, useTestApp } from "../test/harness";
import { requestLine, type RequestLineFields } from "./request-log";

const ctx = useTestApp();

/** An app on the test database whose log lines (JSON, as the server writes them) land in `lines`. */
function appLogging(level: LogLevel = "info", env: Record<string, string> = {}) {
  const lines: string[] = [];
  const logger = jsonLogger(level, { write: (line: string) => void lines.push(line) });
  const app = ctx.restart({
    logger,
    log: logFunction(logger),
    env: { ...ctx.env, ...loadEnv({ NODE_ENV: "test", DATA_DIR: ctx.env.DATA_DIR, ...env }) },
  });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, parsed, requests: () => parsed().filter((line) => line.msg === "request") };
}

/** The request line is written when the answer has gone out, which the client may see first. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("request log lines", () => {
  it("writes exactly one JSON line per request with what an operator needs, and sends the id back", async () => {
    const { app, lines, requests } = appLogging();
    const res = await request(app).get("/api/team?cache=bust").set("User-Agent", "test");
    await settle();
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = requests();
    expect(line).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      path: "/api/team",
      status: 200,
      reqId: res.headers["x-request-id"],
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(line!.time).toEqual(expect.any(String));
    expect(line!.durationMs).toEqual(expect.any(Number));
    expect(line!.bytes).toBeGreaterThan(0);
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    // The second time the answer comes from memory, before Express: still one line, with an id of its own.
    const again = await request(app).get("/api/team");
    await settle();
    expect(requests()).toHaveLength(2);
    expect(requests()[1]).toMatchObject({ path: "/api/team", status: 200, reqId: again.headers["x-request-id"] });
    expect(again.headers["x-request-id"]).not.toBe(res.headers["x-request-id"]);
  });

  it("writes the line of a request whose client left before the answer, marked aborted", async () => {
    const { app, requests } = appLogging();
    const server = http.createServer(app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const socket = net.connect((server.address() as net.AddressInfo).port, "127.0.0.1");
      // A body that never arrives in full: the server is still reading it when the client goes.
      socket.write("POST /api/inquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n");
      socket.write('Content-Length: 100\r\n\r\n{"name":');
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await expect.poll(() => requests()).toHaveLength(1);
      expect(requests()[0]).toMatchObject({ method: "POST", path: "/api/inquiries", aborted: true });
      expect(requests()[0]!.status).toBeUndefined();
    } finally {
      server.close();
    }
  });

  it("names the signed-in user", async () => {
    const { app, requests } = appLogging();
    const agent = request.agent(app);
    const admin = await ctx.signedIn();
    // The signed-in agent's cookie, through the logging app.
    const cookie = (await admin.get("/api/auth/me")).request.cookies;
    const me = await agent.get("/api/auth/me").set("Cookie", cookie);
    await settle();
    expect(me.status).toBe(200);
    expect(requests().at(-1)).toMatchObject({ path: "/api/auth/me", userId: me.body.id });
  });

  it("keeps a trusted proxy's sane X-Request-Id, and replaces an untrusted or hostile one", async () => {
    const trusted = appLogging("info", { TRUST_PROXY: "loopback" });
    const kept = await request(trusted.app).get("/api/team").set("X-Request-Id", "lb-1234.abc_Z");
    expect(kept.headers["x-request-id"]).toBe("lb-1234.abc_Z");
    const hostile = await request(trusted.app).get("/api/team").set("X-Request-Id", "evil id; <script>");
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const long = await request(trusted.app).get("/api/team").set("X-Request-Id", "a".repeat(129));
    expect(long.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    await settle();
    expect(trusted.requests().map((line) => line.reqId)).toEqual([
      "lb-1234.abc_Z",
      hostile.headers["x-request-id"],
      long.headers["x-request-id"],
    ]);

    // Without TRUST_PROXY anyone could send one: it is not believed.
    const untrusted = appLogging();
    const made = await request(untrusted.app).get("/api/team").set("X-Request-Id", "lb-1234.abc_Z");
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("takes the client address from X-Forwarded-For only behind a trusted proxy", async () => {
    const trusted = appLogging("info", { TRUST_PROXY: "loopback" });
    await request(trusted.app).get("/api/team").set("X-Forwarded-For", "203.0.113.7");
    const untrusted = appLogging();
    await request(untrusted.app).get("/api/team").set("X-Forwarded-For", "203.0.113.7");
    await settle();
    expect(trusted.requests()[0]!.ip).toBe("203.0.113.7");
    expect(untrusted.requests()[0]!.ip).not.toBe("203.0.113.7");
  });

  it("puts the request id in a 500's body and on the error's log line", async () => {
    const { app, parsed } = appLogging();
    const query = vi.spyOn(ctx.database.pool, "query").mockRejectedValueOnce(new Error("a bug") as never);
    try {
      const res = await request(app).get("/api/faq");
      expect(res.status).toBe(500);
      const requestId = res.headers["x-request-id"];
      expect(res.body).toEqual({ message: `Something went wrong on our side (request ${requestId})`, requestId });
      await settle();
      const error = parsed().find((line) => line.msg !== "request");
      expect(error).toMatchObject({ level: 50, reqId: requestId, msg: "GET /api/faq failed: a bug" });
      expect(JSON.stringify(error!.err)).toContain("a bug");
      expect(parsed().find((line) => line.msg === "request")).toMatchObject({ status: 500, reqId: requestId });
    } finally {
      query.mockRestore();
    }
  });

  it("never writes cookies, the Authorization header, passwords or an /api/auth query string", async () => {
    const { app, lines } = appLogging("trace");
    const admin = await ctx.signedIn({ username: "logged" });
    const cookie = String((await admin.get("/api/auth/me")).request.cookies);
    await request(app).get("/api/auth/me").set("Cookie", cookie).set("Authorization", "Bearer sekret-bearer-value");
    await request(app).post("/api/auth/login").send({ username: "logged", password: PASSWORD });
    await request(app).post("/api/auth/login").send({ username: "logged", password: "wrong-sekret-password" });
    await request(app).get("/api/auth/setup?token=sekret-setup-token");
    await request(app).post("/api/auth/register").send({ username: "x", password: "y", setupToken: "sekret-token-2" });
    await settle();
    const text = lines.join("");
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(text).toContain("/api/auth/setup");
    for (const secret of [
      cookie.split("=")[1]!.split(";")[0]!,
      "sekret-bearer-value",
      PASSWORD,
      "wrong-sekret-password",
      "sekret-setup-token",
      "sekret-token-2",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("leaves the health checks' polls out unless LOG_LEVEL=debug", async () => {
    const quiet = appLogging();
    expect((await request(quiet.app).get("/api/health")).status).toBe(200);
    expect((await request(quiet.app).get("/api/team")).status).toBe(200);
    await settle();
    expect(quiet.requests().map((line) => line.path)).toEqual(["/api/team"]);

    const debug = appLogging(loadEnv({ LOG_LEVEL: "debug" }).LOG_LEVEL);
    expect((await request(debug.app).get("/api/health")).status).toBe(200);
    await settle();
    expect(debug.requests()).toMatchObject([{ path: "/api/health", status: 200, level: 20 }]);
  });

  it("LOG_LEVEL=warn leaves request lines out", async () => {
    const { app, lines } = appLogging(loadEnv({ LOG_LEVEL: "warn" }).LOG_LEVEL);
    expect((await request(app).get("/api/team")).status).toBe(200);
    await settle();
    expect(lines).toEqual([]);
  });
});

describe("a request's line", () => {
  it("is byte for byte what the logger writes for the same fields, whichever are missing", () => {
    const complete: RequestLineFields = {
      reqId: "0f8fad5b-d9cb-469f-a165-70867728950e",
      method: "GET",
      path: '/a path/with "quotes", a \\ backslash, \t a tab and é',
      status: 200,
      aborted: false,
      durationMs: 12,
      bytes: 1234,
      userId: 7,
      ip: "::ffff:127.0.0.1",
    };
    const cases: RequestLineFields[] = [
      complete,
      { ...complete, status: undefined, aborted: true, bytes: undefined, userId: undefined, ip: undefined },
      { ...complete, method: undefined, path: "", durationMs: 0 },
    ];
    for (const fields of cases) {
      for (const level of ["debug", "info", "warn", "error"] as const) {
        const written: string[] = [];
        const logger = jsonLogger("trace", { write: (line: string) => void written.push(line) });
        // The fields in the order the request log used to pass them to the logger.
        const { reqId, method, path, status, aborted, durationMs, bytes, userId, ip } = fields;
        const ordered = { reqId, method, path, status, ...(aborted ? { aborted } : {}), durationMs, bytes, userId, ip };
        logger[level](ordered, "request");
        const line = requestLine(logger.levels.values[level]!, fields);
        const withoutTime = (text: string) => text.replace(/"time":"[^"]*"/, '"time":""');
        expect(withoutTime(line)).toBe(withoutTime(written[0]!));
      }
    }
  });
});
