import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inspect, OWNER_FILE, readOwner, type Found, type Owner } from "./lock-owner";
import { ownStart, processState } from "./process-state";

/**
 * A lock on a folder that only one process may use at a time (the embedded database's files), safe against a
 * second process starting at the same moment and against an owner that died without cleaning up.
 *
 * - Taking it is one atomic `mkdir`: of two processes racing for a free lock, exactly one succeeds.
 * - The owner writes `owner.json` (pid, host, its process's start time and boot where /proc exists, a random
 *   token, when it was taken) into that folder and, while it runs, touches the folder's modification time every
 *   `heartbeatMs` (the heartbeat).
 * - A lock whose heartbeat is older than `staleMs`, or whose owner is provably gone, is taken over. Gone means:
 *   same host, and that pid no longer runs, is a zombie (killed, not yet reaped by its parent), or belongs to a
 *   process started at another time than the one recorded (a reused pid, as a restarted container often gives).
 * - A lock whose owner is provably alive is refused at once; one whose owner cannot be checked (another host,
 *   or no owner file yet) is watched until its heartbeat goes stale or moves.
 * - Removing a lock, whether a stale one or our own on release, happens only while holding a second, short
 *   lived guard folder (`<lock>.takeover`), after checking that it is still the very lock judged removable
 *   (same inode, modification time and token). Removing and re-creating without that check would let two
 *   starters each delete the other's fresh lock and both believe they won.
 * - The heartbeat also checks the token: if the lock vanished, was taken over (after this process was frozen
 *   longer than `staleMs`) or cannot be refreshed for `staleMs`, `onCompromised` is called once and the owner
 *   must stop using the folder.
 *
 * A plain file at the lock's path is a lock left by an earlier version of this server (it held only a pid);
 * it is removed when its pid is gone or was reused, so it never blocks start-up for good.
 */
export interface LockOptions {
  /** How often the owner refreshes the lock (ms). */
  heartbeatMs?: number;
  /** A heartbeat older than this (ms) means the owner is gone. */
  staleMs?: number;
  /** Called once when this process no longer holds the lock it took. */
  onCompromised?: (error: Error) => void;
}

export interface DirectoryLock {
  readonly path: string;
  /** True once the lock was found taken or could not be refreshed. */
  readonly compromised: boolean;
  /** Stops the heartbeat and removes the lock if it is still ours. */
  release(): Promise<void>;
}

export const DEFAULT_HEARTBEAT_MS = 2_000;
export const DEFAULT_STALE_MS = 10_000;

export class LockHeldError extends Error {}

export async function takeLock(lockPath: string, options: LockOptions = {}): Promise<DirectoryLock> {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const deadline = Date.now() + 3 * staleMs;
  while (Date.now() < deadline) {
    try {
      fs.mkdirSync(lockPath, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const found = inspect(lockPath);
      if (!found) continue; // released in the meantime: try again
      if ((await judge(lockPath, found, staleMs)) === "held") throw heldError(lockPath, found);
      await removeIfUnchanged(lockPath, found, staleMs);
      continue;
    }
    return own(lockPath, heartbeatMs, staleMs, options.onCompromised);
  }
  throw new Error(`Could not take the lock ${lockPath}: it kept changing hands. Try again.`);
}

function own(
  lockPath: string,
  heartbeatMs: number,
  staleMs: number,
  onCompromised: ((error: Error) => void) | undefined,
): DirectoryLock {
  const owner: Owner = {
    pid: process.pid,
    hostname: os.hostname(),
    ...ownStart(),
    token: randomUUID(),
    createdAt: Date.now(),
  };
  try {
    fs.writeFileSync(path.join(lockPath, OWNER_FILE), JSON.stringify(owner), { mode: 0o600 });
  } catch (error) {
    fs.rmSync(lockPath, { recursive: true, force: true });
    throw error;
  }
  let lastBeat = Date.now();
  let state: "held" | "lost" | "released" = "held";
  const lose = (reason: string) => {
    if (state !== "held") return;
    state = "lost";
    clearInterval(timer);
    onCompromised?.(new Error(`Lost the lock ${lockPath}: ${reason}`));
  };
  const timer = setInterval(() => {
    try {
      if (!fs.existsSync(lockPath)) return lose("it was removed");
      if (readOwner(lockPath)?.token !== owner.token) return lose("another process took it over");
      const now = new Date();
      fs.utimesSync(lockPath, now, now);
      lastBeat = now.getTime();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return lose("it was removed");
      // A passing failure (a busy disk) is retried on the next beat, until others would judge the lock stale.
      if (Date.now() - lastBeat > staleMs) lose(`it could not be refreshed: ${(error as Error).message}`);
    }
  }, heartbeatMs);
  timer.unref();
  return {
    path: lockPath,
    get compromised() {
      return state === "lost";
    },
    async release() {
      clearInterval(timer);
      if (state !== "held") return;
      state = "released";
      const found = inspect(lockPath);
      if (found?.owner?.token === owner.token) await removeIfUnchanged(lockPath, found, staleMs);
    },
  };
}

/** "held": refuse; "gone": take over; decided by the owner's pid and host, else by watching the heartbeat. */
async function judge(lockPath: string, found: Found, staleMs: number): Promise<"held" | "gone"> {
  const { owner } = found;
  if (found.kind === "legacy") {
    // An earlier version's lock never beats: only its pid tells. No usable pid means nobody holds it.
    if (owner?.pid === undefined) return "gone";
    // A pid that runs but cannot be checked further (no /proc) may still be that earlier server.
    return processState(owner.pid, { takenAt: found.mtimeMs }) === "gone" ? "gone" : "held";
  }
  if (owner?.pid !== undefined && owner.hostname === os.hostname()) {
    const state = processState(owner.pid, {
      startTicks: owner.startTicks,
      bootId: owner.bootId,
      takenAt: owner.createdAt,
    });
    if (state === "gone") return "gone";
    // Alive but silent for longer than the stale time (frozen, or its event loop blocked): it will notice.
    if (state === "alive") return isStale(found, staleMs) ? "gone" : "held";
  }
  // The owner cannot be checked from here: its heartbeat decides. Watch until it is stale, or moves.
  while (!isStale(found, staleMs)) {
    await sleep(Math.min(100, staleMs / 4));
    const now = inspect(lockPath);
    if (!now || now.ino !== found.ino) return "gone"; // released or replaced: the caller looks again
    if (now.mtimeMs !== found.mtimeMs || now.owner?.token !== found.owner?.token) return "held";
  }
  return "gone";
}

const isStale = (found: Found, staleMs: number) => Date.now() - found.mtimeMs > staleMs;

/**
 * Removes the lock at `lockPath` only if it is still exactly `judged`, and only under the guard folder, so that
 * two processes that both judged one stale lock cannot each remove the other's fresh lock.
 */
async function removeIfUnchanged(lockPath: string, judged: Found, staleMs: number) {
  await withGuard(`${lockPath}.takeover`, staleMs, () => {
    const now = inspect(lockPath);
    if (!now || now.ino !== judged.ino || now.mtimeMs !== judged.mtimeMs || now.owner?.token !== judged.owner?.token)
      return;
    fs.rmSync(lockPath, { recursive: true, force: true });
  });
}

async function withGuard(guard: string, staleMs: number, work: () => void) {
  const deadline = Date.now() + staleMs + 1_000;
  for (;;) {
    try {
      fs.mkdirSync(guard);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A guard lives for a few file operations; one this old was left by a process that died holding it.
      const age = ageOf(guard);
      if (age !== undefined && age > staleMs) fs.rmSync(guard, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Could not take ${guard}; remove it if no server is starting.`);
      else await sleep(10 + Math.random() * 40);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

function ageOf(file: string): number | undefined {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function heldError(lockPath: string, found: Found): LockHeldError {
  const pid = found.owner?.pid
    ? `pid ${found.owner.pid}${found.owner.hostname && found.owner.hostname !== os.hostname() ? ` on ${found.owner.hostname}` : ""}, `
    : "";
  const legacy = found.kind === "legacy" ? " If no server is running, delete that file." : "";
  return new LockHeldError(
    `The embedded database is in use by another running server (${pid}lock ${lockPath}). ` +
      `Stop that server first, or set DATA_DIR to another folder.${legacy}`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
