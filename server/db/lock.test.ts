import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";
import { spawnUnreaped } from "../test/process";
import { takeLock } from "./lock";
import { readStat } from "./process-state";

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs a module script in a child process with TypeScript support, as a second `npm start` would run. */
const tsxScript = (script: string) =>
  [process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]] as const;

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
const bootId = () => fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
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

  it.skipIf(process.platform !== "linux")(
    "takes over at once a fresh lock whose owner was killed and is a zombie its parent has not reaped yet",
    async () => {
      const lockPath = newLockPath();
      const script = `import { takeLock } from "./server/db/lock.ts";
        await takeLock(${JSON.stringify(lockPath)}); console.log("held"); setTimeout(() => {}, 30000);`;
      const [file, args] = tsxScript(script);
      const { parent, pid } = spawnUnreaped(file, [...args]);
      try {
        const holder = await pid;
        await new Promise<void>((resolve) => parent.stdout!.on("data", (d) => String(d).includes("held") && resolve()));
        process.kill(holder, "SIGKILL");
        await vi.waitFor(() => expect(readStat(holder)).toMatchObject({ state: "Z" }));
        expect(ownerOf(lockPath).pid).toBe(holder);
        const started = Date.now();
        const lock = await takeLock(lockPath);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(ownerOf(lockPath).pid).toBe(process.pid);
        await lock.release();
      } finally {
        parent.stdin!.end();
      }
    },
  );

  it.skipIf(process.platform !== "linux")(
    "takes over at once a fresh lock whose pid now belongs to a process started at another time, however soon",
    async () => {
      const other = await otherProcess();
      try {
        const { startTicks } = readStat(other.pid) as { startTicks: number };
        // The lock was taken a moment ago, by the process that had this pid before: one tick earlier.
        const lockPath = newLockPath();
        plantLock(lockPath, { pid: other.pid, startTicks: startTicks - 1, bootId: bootId() }, 0);
        const started = Date.now();
        const lock = await takeLock(lockPath);
        expect(Date.now() - started).toBeLessThan(2_000);
        await lock.release();
        // The same pid and start time, but recorded during another boot of the machine.
        plantLock(lockPath, { pid: other.pid, startTicks, bootId: "another-boot" }, 0);
        await (await takeLock(lockPath)).release();
        // The very process that took it still runs: refused.
        plantLock(lockPath, { pid: other.pid, startTicks, bootId: bootId() }, 0);
        await expect(takeLock(lockPath)).rejects.toThrow(/in use by another running server \(pid/);
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
