import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { createHttpServer } from "./server";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function listen(keepAliveTimeoutSeconds: number, requestTimeoutSeconds: number) {
  const server = createHttpServer({ keepAliveTimeoutSeconds, requestTimeoutSeconds });
  server.on("request", (_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { server, port: (server.address() as AddressInfo).port };
}

describe("HTTP server timeouts", () => {
  it("outlives a load balancer's 60 s idle connections by default, and bounds headers and requests", async () => {
    const env = loadEnv({});
    const { server } = await listen(env.KEEP_ALIVE_TIMEOUT_SECONDS, env.REQUEST_TIMEOUT_SECONDS);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
    expect(server.requestTimeout).toBe(300_000);
  });

  it("closes an idle keep-alive connection after the configured time, not Node's 5 s", async () => {
    const { port } = await listen(1, 10);
    const socket = net.connect(port, "127.0.0.1");
    let answered = 0;
    const closedAfter = new Promise<number>((resolve, reject) => {
      socket.on("data", () => (answered = answered || performance.now()));
      socket.on("close", () => resolve(performance.now() - answered));
      socket.on("error", reject);
      setTimeout(() => reject(new Error("the connection was still open after 4.5 s")), 4500).unref();
    });
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n");
    const idle = await closedAfter;
    expect(answered).toBeGreaterThan(0);
    // Node itself waits up to one second beyond the timeout before it closes the socket.
    expect(idle).toBeGreaterThan(900);
    expect(idle).toBeLessThan(3500);
  });

  it("refuses a request timeout that would cut requests before their headers are due", () => {
    expect(() => loadEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: "120", REQUEST_TIMEOUT_SECONDS: "60" })).toThrow(
      /REQUEST_TIMEOUT_SECONDS must be longer than KEEP_ALIVE_TIMEOUT_SECONDS/,
    );
    expect(() => loadEnv({ REQUEST_TIMEOUT_SECONDS: "soon" })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it("answers a request Node cannot read with JSON { message }, not a bare status line", async () => {
    const { port } = await listen(5, 10);
    const ask = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1");
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk));
        socket.on("close", () => resolve(answer));
        socket.on("error", reject);
        socket.write(raw);
      });
    const tooLong = await ask(`GET /api/pages?search=${"x".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(tooLong).toMatch(/^HTTP\/1\.1 431 /);
    expect(tooLong).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(tooLong.split("\r\n\r\n")[1]!)).toEqual({ message: expect.any(String) });
    const garbled = await ask("GET /\u0001 HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbled.split("\r\n\r\n")[1]!)).toEqual({ message: expect.any(String) });
  });
});
