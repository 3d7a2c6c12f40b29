import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { killServers, startServer, waitFor } from "./test/process";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "logs-test-"));
afterAll(async () => {
  await killServers();
  fs.rmSync(dir, { recursive: true, force: true });
});

const jsonLines = (output: string) =>
  output
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the server's log on standard output", () => {
  it("is JSON lines: start, migrations, one line per request with its id, and the stop", async () => {
    const server = await startServer({
      DATA_DIR: path.join(dir, "data"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      CLIENT_DIST_DIR: path.join(dir, "no-build"),
      HOST: "127.0.0.1",
      METRICS_TOKEN: "a-metrics-token-for-tests",
    });
    const res = await fetch(`http://127.0.0.1:${server.port}/api/team?secret=query`, {
      headers: { Cookie: "sid=cookie-secret-value" },
    });
    expect(res.status).toBe(200);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => server.output().includes(requestId!), "the request's line");

    const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`, {
      headers: { Authorization: "Bearer a-metrics-token-for-tests" },
    });
    expect(await metrics.text()).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/team"/);

    server.signal("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });

    // Every line is JSON, whatever wrote it.
    const lines = jsonLines(server.output());
    const messages = lines.map((line) => String(line.msg));
    expect(messages.some((m) => /^Applied \d+ database migrations|^Database schema up to date/.test(m))).toBe(true);
    expect(messages.some((m) => m.startsWith("Listening on http://127.0.0.1:"))).toBe(true);
    expect(messages.at(-1)).toBe("Stopped.");
    const requests = lines.filter((line) => line.reqId === requestId);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      msg: "request",
      method: "GET",
      path: "/api/team",
      status: 200,
      ip: "127.0.0.1",
    });
    expect(server.output()).not.toContain("cookie-secret-value");
    expect(server.output()).not.toContain("secret=query");
  }, 120_000);

  it("loses no line on a clean stop: every request answered has its line before the process ends", async () => {
    const server = await startServer({
      DATA_DIR: path.join(dir, "data-stop"),
      UPLOAD_DIR: path.join(dir, "uploads-stop"),
      CLIENT_DIST_DIR: path.join(dir, "no-build"),
      HOST: "127.0.0.1",
    });
    const count = 400;
    const ids: string[] = [];
    // Ten at a time, the last answered just before the stop.
    for (let i = 0; i < count; i += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fetch(`http://127.0.0.1:${server.port}/api/settings`)),
      );
      for (const res of answers) {
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        ids.push(res.headers.get("x-request-id")!);
      }
    }
    server.signal("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const lines = jsonLines(server.output());
    const logged = new Set(lines.filter((line) => line.msg === "request").map((line) => line.reqId));
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
    expect(logged.size).toBe(count);
    expect(lines.at(-1)!.msg).toBe("Stopped.");
  }, 120_000);

  it("refuses to start with a LOG_LEVEL it does not know, saying so", async () => {
    await expect(startServer({ DATA_DIR: path.join(dir, "data2"), LOG_LEVEL: "loud" }, 30_000)).rejects.toThrow(
      /LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent/,
    );
  }, 60_000);
});
