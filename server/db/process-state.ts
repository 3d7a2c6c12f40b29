// Whether the process named in a lock's owner file still runs: the lock is taken over only when it does not.
import fs from "node:fs";

/**
 * Whether process `pid` on this machine can be the one that took the lock at `takenAt`: "gone" when no such
 * process runs or it started after the lock was taken (the pid was reused), "alive" when it runs and started
 * before, "unknown" when that cannot be told (pid 0 or negative, or no /proc to read start times from).
 */
export function processState(pid: number, takenAt: number | undefined): "alive" | "gone" | "unknown" {
  if (!Number.isSafeInteger(pid) || pid <= 0) return "unknown";
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return "gone";
  }
  const started = processStartTime(pid);
  if (started === undefined || takenAt === undefined) return "unknown";
  // Start times are known to the clock tick and the boot time to the second: allow two seconds of doubt.
  return started > takenAt + 2_000 ? "gone" : "alive";
}

/** When process `pid` started (ms since the epoch), from /proc on Linux; undefined elsewhere. */
function processStartTime(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const startTicks = Number(fields[19]); // field 22 overall
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync("/proc/stat", "utf8"))?.[1]);
    if (!Number.isFinite(startTicks) || !Number.isFinite(bootSeconds)) return undefined;
    return bootSeconds * 1000 + (startTicks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

// USER_HZ: 100 on every Linux architecture Node runs on.
const CLOCK_TICKS_PER_SECOND = 100;
