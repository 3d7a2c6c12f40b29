// Memory of a process and its descendants, read from Linux's /proc: resident memory now (VmRSS), the peak the
// kernel recorded (VmHWM), a sampler that catches peaks between reads, and a way to start the recorded peak
// afresh. Used by the memory benchmark (scripts/bench-memory.ts).
import fs from "node:fs";

/** The pids of a process and all its descendants. */
export function processTree(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 2nd field after the parenthesised command name, which may itself hold spaces.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/** Resident memory now and the highest it has been (since start or the last resetPeak), in bytes. */
export function processMemory(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    return { rss: kb("VmRSS") * 1024, peak: kb("VmHWM") * 1024 };
  } catch {
    return null;
  }
}

/** Resident memory of the whole tree now, in bytes. */
export function treeRss(rootPid: number): { bytes: number; processes: number } {
  const tree = processTree(rootPid);
  const bytes = tree.reduce((sum, pid) => sum + (processMemory(pid)?.rss ?? 0), 0);
  return { bytes, processes: tree.length };
}

/**
 * Makes the kernel forget the recorded peak (VmHWM) of every process of the tree, so that the next reading is the
 * peak of what happens from now on. False when the kernel refuses (then only the sampler's figure is meaningful).
 */
export function resetPeak(rootPid: number): boolean {
  try {
    for (const pid of processTree(rootPid)) fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

export interface PeakReading {
  /** The kernel's record: the sum over the tree's processes of each one's VmHWM (exact for a single process). */
  recorded: number;
  /** The highest whole-tree VmRSS seen by sampling. */
  sampled: number;
  /** How many processes the tree held at most. */
  processes: number;
}

/**
 * Samples the tree's resident memory every `intervalMs` and keeps each process's last recorded peak, including
 * processes that ended meanwhile. `stop()` takes a last reading and returns the peaks.
 */
export function watchPeak(rootPid: number, intervalMs = 25) {
  const peaks = new Map<number, number>();
  let sampled = 0;
  let processes = 0;
  const sample = () => {
    const tree = processTree(rootPid);
    processes = Math.max(processes, tree.length);
    let rss = 0;
    for (const pid of tree) {
      const memory = processMemory(pid);
      if (!memory) continue;
      rss += memory.rss;
      peaks.set(pid, memory.peak);
    }
    sampled = Math.max(sampled, rss);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop(): PeakReading {
      sample();
      clearInterval(timer);
      let recorded = 0;
      for (const peak of peaks.values()) recorded += peak;
      return { recorded, sampled, processes };
    },
  };
}
