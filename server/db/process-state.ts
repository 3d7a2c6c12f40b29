// Whether the process named in a lock's owner file still runs: the lock is taken over only when it does not.
import fs from "node:fs";

/**
 * Which process this is, beyond its pid: when it started (clock ticks since boot) and which boot of the machine
 * that count belongs to. Recorded in the lock beside the pid; both are absent where there is no /proc.
 */
export interface ProcessStart {
  startTicks?: number;
  bootId?: string;
}

/** What the lock says of its owner's process, to compare with what now runs under that pid. */
export interface RecordedOwner extends ProcessStart {
  /** When the lock was taken (ms since the epoch): the fallback for a lock that recorded no start time. */
  takenAt?: number;
}

/** This process's start time and boot, to record in a lock it takes. */
export function ownStart(): ProcessStart {
  const stat = readStat("self");
  const bootId = currentBootId();
  return typeof stat === "object" && bootId ? { startTicks: stat.startTicks, bootId } : {};
}

/**
 * Whether process `pid` on this machine can be the one the lock names. "gone" when no such process runs, it
 * has exited and awaits its parent (a zombie, which a bare pid check takes for alive), the machine was booted
 * again since, or the process under that pid started at another time than the one recorded (the pid was reused:
 * in a restarted container the new server often gets the old one's pid). "alive" when it is that process.
 * "unknown" when that cannot be told (pid 0 or negative, or no /proc).
 *
 * A lock that recorded no start time (taken by an earlier version, or where there was no /proc) falls back to
 * comparing when the process started with when the lock was taken.
 */
export function processState(pid: number, recorded: RecordedOwner): "alive" | "gone" | "unknown" {
  if (!Number.isSafeInteger(pid) || pid <= 0) return "unknown";
  let ours = true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return "gone";
    ours = false; // another user's process, which /proc may hide (hidepid)
  }
  const stat = readStat(pid);
  if (stat === "missing") return ours ? "gone" : "unknown";
  if (stat === undefined) return "unknown";
  if (stat.state === "Z" || stat.state === "X") return "gone";
  const bootId = currentBootId();
  if (recorded.bootId && bootId && recorded.bootId !== bootId) return "gone";
  if (recorded.startTicks !== undefined && bootId) return recorded.startTicks === stat.startTicks ? "alive" : "gone";
  const started = startedAt(stat.startTicks);
  if (started === undefined || recorded.takenAt === undefined) return "unknown";
  // Start times are known to the clock tick and the boot time to the second: allow two seconds of doubt.
  return started > recorded.takenAt + 2_000 ? "gone" : "alive";
}

/**
 * Process `pid`'s state letter (field 3 of /proc/<pid>/stat) and start time in clock ticks since boot (field 22).
 * "missing" when /proc exists but that process does not (it ended); undefined when there is no /proc to read.
 */
export function readStat(pid: number | "self"): { state: string; startTicks: number } | "missing" | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    const ended = (error as NodeJS.ErrnoException).code === "ENOENT" && fs.existsSync("/proc/self/stat");
    return ended ? "missing" : undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const startTicks = Number(fields[19]);
  if (!fields[0] || !Number.isSafeInteger(startTicks)) return undefined;
  return { state: fields[0], startTicks };
}

/** When a process that started `startTicks` clock ticks after boot started (ms since the epoch). */
function startedAt(startTicks: number): number | undefined {
  try {
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync("/proc/stat", "utf8"))?.[1]);
    return Number.isFinite(bootSeconds) ? bootSeconds * 1000 + (startTicks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** A random id the kernel draws at each boot: start times in ticks compare only within one boot. */
function currentBootId(): string | undefined {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

// USER_HZ: 100 on every Linux architecture Node runs on.
const CLOCK_TICKS_PER_SECOND = 100;
