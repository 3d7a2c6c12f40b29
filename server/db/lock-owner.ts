// What is found at a lock's path: the lock folder and its owner file, or a plain file left by an earlier version.
import fs from "node:fs";
import path from "node:path";
import type { ProcessStart } from "./process-state";

export const OWNER_FILE = "owner.json";

/** The owner's pid and host, and which process under that pid it is (start time and boot, where /proc exists). */
export interface Owner extends ProcessStart {
  pid: number;
  hostname: string;
  token: string;
  /** When the lock was taken (ms since the epoch). */
  createdAt: number;
}

/** What is found at the lock's path: its identity, for the check before removing it. */
export interface Found {
  kind: "lock" | "legacy";
  ino: number;
  mtimeMs: number;
  owner?: Partial<Owner>;
}

/** The lock at `lockPath` with its identity and owner; undefined when there is none. */
export function inspect(lockPath: string): Found | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  if (stat.isDirectory()) return { kind: "lock", ino: stat.ino, mtimeMs: stat.mtimeMs, owner: readOwner(lockPath) };
  let pid: number | undefined;
  try {
    const text = fs.readFileSync(lockPath, "utf8").trim();
    pid = /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
  } catch {
    // unreadable: treated as a lock without an owner
  }
  return { kind: "legacy", ino: stat.ino, mtimeMs: stat.mtimeMs, owner: pid === undefined ? {} : { pid } };
}

/** The owner file of a lock folder; undefined when there is none (yet, or any more). */
export function readOwner(lockPath: string): Partial<Owner> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(lockPath, OWNER_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Owner>;
    return {
      pid: Number.isSafeInteger(parsed.pid) ? parsed.pid : undefined,
      hostname: typeof parsed.hostname === "string" ? parsed.hostname : undefined,
      token: typeof parsed.token === "string" ? parsed.token : undefined,
      createdAt: typeof parsed.createdAt === "number" ? parsed.createdAt : undefined,
      startTicks: Number.isSafeInteger(parsed.startTicks) ? parsed.startTicks : undefined,
      bootId: typeof parsed.bootId === "string" ? parsed.bootId : undefined,
    };
  } catch {
    return {}; // half written or damaged: an owner we know nothing about
  }
}
