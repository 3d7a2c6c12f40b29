import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainable } from "./drain";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server whose /slow answer takes `ms`; /stream sends its headers at once and its end after `ms`. */
async function start(ms: number) {
  const server = http.createServer({ keepAliveTimeout: 60_000 });
  servers.push(server);
  const drain = drainable(server);
  server.on("request", (req, res) => {
    if (req.url === "/stream") {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("part ");
      setTimeout(() => res.end("end"), ms);
      return;
    }
    setTimeout(() => res.end(req.url === "/slow" ? "slow done" : "ok"), req.url === "/slow" ? ms : 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, drain, port: (server.address() as AddressInfo).port };
}

/** One keep-alive connection; `send` writes a request, `answers` collects what comes back. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    connected,
    closed,
    received: () => received,
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`),
  };
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => (socket.destroy(), resolve("connected")));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("draining a server", () => {
  it("closes idle keep-alive connections at once and refuses new ones", async () => {
    const { drain, port } = await start(0);
    const idle = connect(port);
    idle.send("/");
    await until(() => idle.received().includes("ok"));
    const started = performance.now();
    expect(await drain.drain(5000)).toBe(0);
    await idle.closed;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await refused(port)).toBe("ECONNREFUSED");
  });

  it("answers the request in progress, with Connection: close, before it resolves", async () => {
    const { drain, port } = await start(600);
    const busy = connect(port);
    busy.send("/slow");
    await until(() => drain.inFlight === 1);
    const drained = drain.drain(5000);
    expect(await refused(port)).toBe("ECONNREFUSED");
    expect(await drained).toBe(0);
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1.1 200 OK/);
    expect(busy.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(busy.received()).toContain("slow done");
  });

  it("closes a connection whose answer had already started once that answer ends", async () => {
    const { drain, port } = await start(400);
    const streaming = connect(port);
    streaming.send("/stream");
    await until(() => streaming.received().includes("part"));
    expect(await drain.drain(5000)).toBe(0);
    await streaming.closed;
    expect(streaming.received()).toContain("end");
  });

  it("cuts what is still running when the grace period is over", async () => {
    const { drain, port } = await start(10_000);
    const stuck = connect(port);
    await stuck.connected;
    stuck.send("/slow");
    await until(() => drain.inFlight === 1);
    const started = performance.now();
    expect(await drain.drain(300)).toBe(1);
    await stuck.closed;
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(stuck.received()).toBe("");
  });
});
