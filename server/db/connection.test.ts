import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DatabaseProxy } from "../test/proxy";
import { openDatabase, type Database } from "./connection";

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word, like a host behind a dead network. */
const silentSockets = new Set<net.Socket>();
const silent = net.createServer((socket) => silentSockets.add(socket.on("error", () => {})));
const silentPort = new Promise<number>((resolve) =>
  silent.listen(0, "127.0.0.1", () => resolve((silent.address() as net.AddressInfo).port)),
);
afterAll(() => {
  silentSockets.forEach((socket) => socket.destroy());
  return new Promise((resolve) => silent.close(resolve));
});

describe("connecting at start-up", () => {
  it("gives up after the connect timeout on a database that never answers, in one line without the password", async () => {
    const url = `postgres://app:s3cret-pass@127.0.0.1:${await silentPort}/site`;
    const started = Date.now();
    const error: Error = await openDatabase({ url, dataDir: null, connectTimeoutSeconds: 1 }).catch((e) => e);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(error.message).toMatch(
      new RegExp(
        `^Could not connect to the database 127\\.0\\.0\\.1:${await silentPort}/site \\(DATABASE_URL\\): .*timeout`,
      ),
    );
    expect(error.message).not.toContain("s3cret-pass");
    expect(error.message).not.toContain("\n");
  });

  it("says the connection was refused, even when the host name resolves to several addresses", async () => {
    const port = await closedPort();
    const error: Error = await openDatabase({ url: `postgres://app@localhost:${port}/site`, dataDir: null }).catch(
      (e) => e,
    );
    expect(error.message).toMatch(
      new RegExp(`^Could not connect to the database localhost:${port}/site \\(DATABASE_URL\\): .*ECONNREFUSED`),
    );
  });

  it("stops the server with that one line, and no stack, when the database is unreachable", async () => {
    const port = await closedPort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-unreachable-"));
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://app:s3cret-pass@127.0.0.1:${port}/site`,
        DATABASE_CONNECT_TIMEOUT_SECONDS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line.level).toBe(60);
    expect(line.msg).toMatch(
      /^Failed to start: Could not connect to the database 127\.0\.0\.1:\d+\/site \(DATABASE_URL\): .*ECONNREFUSED/,
    );
    expect(output).not.toContain("s3cret-pass");
  }, 30_000);
});

describe("timeouts on the pool", () => {
  let database: Database | undefined;
  let proxy: DatabaseProxy | undefined;
  afterEach(async () => {
    await proxy?.restore();
    await database?.close();
    await proxy?.close();
    database = proxy = undefined;
  });

  it("fails a query within the connect timeout when the database stops answering, instead of holding it", async () => {
    proxy = new DatabaseProxy();
    database = await openDatabase({
      url: process.env.TEST_DATABASE_URL,
      dataDir: null,
      connectTimeoutSeconds: 1,
      route: proxy.route,
    });
    expect((await database.pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    proxy.silence();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the pool notices its connection is gone
    const started = Date.now();
    await expect(database.pool.query("select 1")).rejects.toThrow(/timeout/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "cancels a statement that runs longer than the statement timeout (PostgreSQL)",
    async () => {
      database = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: null, statementTimeoutSeconds: 1 });
      const started = Date.now();
      await expect(database.pool.query("select pg_sleep(20)")).rejects.toMatchObject({ code: "57014" });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await database.pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    },
  );
});
