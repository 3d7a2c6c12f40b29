// CPU time of a process, split between its main thread (where Node runs JavaScript, and PGlite its queries) and
// its other threads (password hashing, garbage collection, compilers, file work), read from Linux's /proc.
// Used by the memory benchmark to say what the traffic cost in CPU, whatever else the machine was doing.
import fs from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ, the unit of /proc/<pid>/stat times

/** utime + stime of one /proc/.../stat file, in seconds; 0 when the thread has ended. */
function cpuSeconds(statFile: string): number {
  try {
    const fields = fs.readFileSync(statFile, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by the process's main thread and by all its threads together. */
export function processCpu(pid: number): { main: number; total: number } {
  return { main: cpuSeconds(`/proc/${pid}/task/${pid}/stat`), total: cpuSeconds(`/proc/${pid}/stat`) };
}
