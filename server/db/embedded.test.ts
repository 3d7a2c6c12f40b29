import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";
import { siteSettings } from "@shared/tables";
import { expectKeptOnReopening } from "../test/embedded-data";
import { killServers, startServer } from "../test/process";
import { openDatabase } from "./connection";
import { startEmbeddedPostgres } from "./embedded";

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs a module script in a child process with TypeScript support, as a second `npm start` would run. */
const tsxScript = (script: string) =>
  [process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]] as const;

/**
 * The TCP sockets this process listens on (their inodes): the kernel's table of listening sockets, reduced to
 * those behind this process's own file descriptors.
 */
function ownListeningTcpSockets(): Set<string> {
  const listening = new Set<string>();
  for (const table of ["/proc/self/net/tcp", "/proc/self/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === "0A") listening.add(fields[9]!); // 0A: LISTEN; the tenth column is the inode
    }
  }
  const own = new Set<string>();
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`))?.[1];
      if (inode && listening.has(inode)) own.add(inode);
    } catch {
      // closed while we looked
    }
  }
  return own;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("embedded database on disk", () => {
  it("keeps data across a close and reopen, and applies migrations only once", async () => {
    const dataDir = path.join(tmp, "pg");
    const first = await openDatabase({ dataDir });
    await first.db.insert(siteSettings).values({ settingKey: "companyName", settingValue: "Kept" });
    await first.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    await expectKeptOnReopening(dataDir);
  });

  it("refuses to open a directory another live process holds", async () => {
    const dataDir = path.join(tmp, "held");
    const holder = await openDatabase({ dataDir });
    try {
      // A second process, as a second `npm start` would be.
      const script = `import { openDatabase } from "./server/db/connection.ts";
        try { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log("opened"); }
        catch (e) { console.log(e.message); }`;
      const { stdout } = await run(...tsxScript(script));
      expect(stdout).toMatch(/in use by another running server \(pid \d+/);
    } finally {
      await holder.close();
    }
  });

  it("listens on a Unix socket in a folder only its user can enter, even one that existed open to others", async () => {
    const dataDir = path.join(tmp, "sock", "pg");
    fs.mkdirSync(`${dataDir}.socket`, { recursive: true, mode: 0o755 });
    fs.chmodSync(`${dataDir}.socket`, 0o755);
    const embedded = await startEmbeddedPostgres(dataDir);
    try {
      expect(embedded.connection.host).toBe(`${dataDir}.socket`);
      expect(embedded.socketPath).toBe(path.join(`${dataDir}.socket`, ".s.PGSQL.5432"));
      expect(fs.statSync(embedded.socketPath).isSocket()).toBe(true);
      expect(modeOf(`${dataDir}.socket`)).toBe(0o700);
    } finally {
      await embedded.stop();
    }
    expect(fs.existsSync(embedded.socketPath)).toBe(false);
  });

  it("puts the socket in a private temporary folder when the data folder is too deep for a socket path", async () => {
    const dataDir = path.join(tmp, "a-rather-long-folder-name-".repeat(4), "pg");
    const database = await openDatabase({ dataDir });
    const client = await database.pool.connect();
    const socketDir = (client as unknown as { host: string }).host;
    try {
      expect(path.dirname(socketDir)).toBe(os.tmpdir());
      expect(modeOf(socketDir)).toBe(0o700);
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      client.release();
      await database.close();
    }
    expect(fs.existsSync(socketDir)).toBe(false);
  });

  it("stops answering and says so when another process takes its lock", async () => {
    const dataDir = path.join(tmp, "lost", "pg");
    const logs: string[] = [];
    const onLockLost = vi.fn();
    const database = await openDatabase({ dataDir, log: (m) => logs.push(m), onLockLost });
    const lock = `${dataDir}.lock`;
    // What another process would leave after judging this lock stale and taking it.
    fs.rmSync(lock, { recursive: true });
    fs.mkdirSync(lock);
    const intruder = { pid: 1, hostname: "elsewhere", token: "not-ours", createdAt: Date.now() };
    fs.writeFileSync(path.join(lock, "owner.json"), JSON.stringify(intruder));
    await vi.waitFor(() => expect(onLockLost).toHaveBeenCalledOnce(), { timeout: 6_000, interval: 100 });
    expect(logs.join("\n")).toMatch(/Lost the lock .*another process took it over.*stops answering/);
    await expect(database.pool.query("select 1")).rejects.toThrow();
    await database.close();
    // The other process's lock is left alone.
    expect(JSON.parse(fs.readFileSync(path.join(lock, "owner.json"), "utf8"))).toEqual(intruder);
  });
  it("makes the server exit with status 1 when its lock is taken away while it runs", async () => {
    const dataDir = path.join(tmp, "server");
    const server = await startServer({ NODE_ENV: "test", HOST: "127.0.0.1", DATA_DIR: dataDir });
    try {
      fs.rmSync(path.join(dataDir, "pg.lock"), { recursive: true });
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toMatch(
        /Lost the lock .*pg\.lock: it was removed[^\n]*\n.*lock was lost: draining[^\n]*\n.*Stopped\./,
      );
    } finally {
      await killServers();
    }
  }, 60_000);
});

describe("the embedded database's network exposure", () => {
  it("serves the pool over a Unix socket in a 0700 folder, opens no TCP port, and removes the folder on stop", async () => {
    const before = ownListeningTcpSockets();
    const database = await openDatabase({ dataDir: null });
    const opened = [...ownListeningTcpSockets()].filter((inode) => !before.has(inode));
    const client = await database.pool.connect();
    const socketDir = (client as unknown as { host: string }).host;
    const stream = (client as unknown as { connection: { stream: net.Socket } }).connection.stream;
    try {
      expect(opened).toEqual([]);
      expect(path.isAbsolute(socketDir)).toBe(true);
      expect(fs.statSync(path.join(socketDir, ".s.PGSQL.5432")).isSocket()).toBe(true);
      expect(modeOf(socketDir)).toBe(0o700);
      // A TCP connection always has a remote address; a Unix socket has none.
      expect(stream.remoteAddress).toBeUndefined();
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      client.release();
      await database.close();
    }
    expect(fs.existsSync(socketDir)).toBe(false);
  });
});
