import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { siteSettings } from "@shared/tables";
import { openDatabase } from "./connection";
import { startEmbeddedPostgres } from "./embedded";
import { takeLock } from "./lock";
import { killServers, startServer } from "../test/process";

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

    const again = await openDatabase({ dataDir });
    const rows = await again.db.select().from(siteSettings);
    const migrations = await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await again.close();
    expect(rows.map((r) => r.settingValue)).toEqual(["Kept"]);
    expect(migrations.rows[0]).toEqual({ n: fs.readdirSync("migrations").filter((f) => f.endsWith(".sql")).length });
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

/** Writes a lock folder as another server would have left it, with its heartbeat `ageMs` old. */
function plantLock(lock: string, owner: Record<string, unknown>, ageMs: number) {
  fs.mkdirSync(lock);
  fs.writeFileSync(
    path.join(lock, "owner.json"),
    JSON.stringify({ token: "theirs", hostname: os.hostname(), createdAt: Date.now(), ...owner }),
  );
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(lock, then, then);
}
const ownerOf = (lock: string) => JSON.parse(fs.readFileSync(path.join(lock, "owner.json"), "utf8"));
let lockCounter = 0;
const newLockPath = () => path.join(tmp, `lock-${++lockCounter}.lock`);

/** A process that sleeps, standing for an unrelated program. */
async function otherProcess(): Promise<{ pid: number; stop(): void }> {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  await new Promise((resolve) => child.once("spawn", resolve));
  return { pid: child.pid!, stop: () => child.kill() };
}

describe("the data folder's lock", () => {
  it("is a folder naming its owner, refreshed while held and removed on release", async () => {
    const lockPath = newLockPath();
    const lock = await takeLock(lockPath, { heartbeatMs: 50 });
    expect(ownerOf(lockPath)).toMatchObject({ pid: process.pid, hostname: os.hostname(), token: expect.any(String) });
    const then = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, then, then);
    await vi.waitFor(() => expect(Date.now() - fs.statSync(lockPath).mtimeMs).toBeLessThan(5_000), { timeout: 2_000 });
    await lock.release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("takes over a lock whose heartbeat is stale, whoever it names", async () => {
    const lockPath = newLockPath();
    plantLock(lockPath, { pid: 4242, hostname: "another-host" }, 60_000);
    const lock = await takeLock(lockPath);
    expect(ownerOf(lockPath).pid).toBe(process.pid);
    await lock.release();
  });

  it("takes over a lock naming a live but unrelated process once its heartbeat is stale", async () => {
    const lockPath = newLockPath();
    // The parent process runs, but it would beat the lock if it held it.
    plantLock(lockPath, { pid: process.ppid }, 60_000);
    const lock = await takeLock(lockPath);
    expect(ownerOf(lockPath).pid).toBe(process.pid);
    await lock.release();
  });

  it.skipIf(process.platform !== "linux")(
    "takes over at once a fresh lock whose pid now belongs to a process started later",
    async () => {
      const other = await otherProcess();
      try {
        const lockPath = newLockPath();
        plantLock(lockPath, { pid: other.pid, createdAt: Date.now() - 3_600_000 }, 0);
        const started = Date.now();
        const lock = await takeLock(lockPath);
        expect(Date.now() - started).toBeLessThan(2_000);
        await lock.release();
      } finally {
        other.stop();
      }
    },
  );

  it("takes over at once a fresh lock whose process is gone (a crash, then a restart)", async () => {
    const lockPath = newLockPath();
    plantLock(lockPath, { pid: 999_999_999 }, 0);
    const started = Date.now();
    const lock = await takeLock(lockPath);
    expect(Date.now() - started).toBeLessThan(2_000);
    await lock.release();
  });

  it("refuses at once, naming the process, a fresh lock another live process holds", async () => {
    const lockPath = newLockPath();
    const script = `import { takeLock } from "./server/db/lock.ts";
      await takeLock(${JSON.stringify(lockPath)}); console.log("held"); setTimeout(() => {}, 30000);`;
    const [file, args] = tsxScript(script);
    const holder = spawn(file, args, { stdio: ["ignore", "pipe", "inherit"] });
    try {
      await new Promise<void>((resolve) => holder.stdout.on("data", (d) => String(d).includes("held") && resolve()));
      const started = Date.now();
      await expect(takeLock(lockPath)).rejects.toThrow(
        new RegExp(`in use by another running server \\(pid ${holder.pid}, lock .*Stop that server first`),
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      holder.kill();
    }
  });

  it("waits for the heartbeat of a lock it cannot check, and refuses it while it beats", async () => {
    const lockPath = newLockPath();
    plantLock(lockPath, { pid: 77, hostname: "another-host" }, 0);
    const beat = setInterval(() => fs.utimesSync(lockPath, new Date(), new Date()), 100);
    try {
      await expect(takeLock(lockPath, { staleMs: 1_000 })).rejects.toThrow(
        /in use by another running server \(pid 77 on another-host/,
      );
    } finally {
      clearInterval(beat);
    }
  });

  describe("left by an earlier version (a file holding a pid)", () => {
    it("is taken over when its pid is gone, zero, or not a number", async () => {
      for (const content of ["999999999", "0", "", "garbage"]) {
        const lockPath = newLockPath();
        fs.writeFileSync(lockPath, content);
        const lock = await takeLock(lockPath);
        expect(fs.statSync(lockPath).isDirectory()).toBe(true);
        await lock.release();
      }
    });

    it.skipIf(process.platform !== "linux")(
      "is taken over when its pid belongs to a process started after it was written",
      async () => {
        const lockPath = newLockPath();
        fs.writeFileSync(lockPath, String(process.pid));
        const then = new Date(Date.now() - 3_600_000);
        fs.utimesSync(lockPath, then, then);
        const lock = await takeLock(lockPath);
        await lock.release();
      },
    );

    it("is refused while the server that wrote it may still run, saying how to clear it", async () => {
      const lockPath = newLockPath();
      fs.writeFileSync(lockPath, String(process.ppid)); // runs, and started before the file was written
      await expect(takeLock(lockPath)).rejects.toThrow(
        /in use by another running server .*If no server is running, delete that file/,
      );
    });
  });

  it("reports a lock taken over behind its back, and then leaves the new owner's lock alone", async () => {
    const lockPath = newLockPath();
    const onCompromised = vi.fn();
    const lock = await takeLock(lockPath, { heartbeatMs: 50, onCompromised });
    fs.rmSync(lockPath, { recursive: true });
    plantLock(lockPath, { pid: 4242 }, 0);
    await vi.waitFor(() => expect(onCompromised).toHaveBeenCalledOnce(), { timeout: 2_000 });
    expect(onCompromised.mock.calls[0]![0].message).toMatch(/another process took it over/);
    expect(lock.compromised).toBe(true);
    await lock.release();
    expect(ownerOf(lockPath).token).toBe("theirs");
  });

  it("reports a lock removed behind its back", async () => {
    const lockPath = newLockPath();
    const onCompromised = vi.fn();
    const lock = await takeLock(lockPath, { heartbeatMs: 50, onCompromised });
    fs.rmSync(lockPath, { recursive: true });
    await vi.waitFor(() => expect(onCompromised).toHaveBeenCalledOnce(), { timeout: 2_000 });
    expect(onCompromised.mock.calls[0]![0].message).toMatch(/was removed/);
    await lock.release();
  });

  it("lets exactly one of two processes racing for it win, free or stale, round after round", async () => {
    const rounds = 12;
    const paths = Array.from({ length: rounds }, () => newLockPath());
    // Half the rounds start from a stale lock, which both racers judge removable at the same moment.
    paths.forEach((p, i) => i % 2 && plantLock(p, { pid: 4242, hostname: "another-host" }, 60_000));
    const startAt = Date.now() + 4_000;
    const script = `import { takeLock } from "./server/db/lock.ts";
      const paths = ${JSON.stringify(paths)};
      const held = [];
      for (const [i, p] of paths.entries()) {
        while (Date.now() < ${startAt} + i * 200) await new Promise((r) => setTimeout(r, 1));
        try { held.push(await takeLock(p)); console.log(i + " won"); }
        catch (e) { console.log(i + " " + (/in use by another running server/.test(e.message) ? "refused" : e.message)); }
      }
      await new Promise((r) => setTimeout(r, 500));
      for (const lock of held) await lock.release();`;
    const results = await Promise.all([run(...tsxScript(script)), run(...tsxScript(script))]);
    const lines = results.flatMap((r) => r.stdout.trim().split("\n"));
    for (let i = 0; i < rounds; i++) {
      const outcomes = lines
        .filter((l) => l.startsWith(`${i} `))
        .map((l) => l.slice(`${i} `.length))
        .sort();
      expect(outcomes, `round ${i}`).toEqual(["refused", "won"]);
    }
  }, 60_000);
});
