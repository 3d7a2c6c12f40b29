import { PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";

/**
 * After a full collection, the old generation may grow by this much over what survived before V8 collects it again.
 * V8 picks the factor from the machine's memory: up to 4× (300 %) on a machine with a few GiB or more, which let the
 * server's heap reach about 160 MB under steady traffic with some 40 MB of it live. On a machine of 1 GiB it would
 * pick about 1.3–1.5× by itself; 1.5× everywhere keeps the server's memory the same wherever it runs, for a few per
 * cent more time spent collecting (on helper threads, mostly).
 */
export const OLD_GENERATION_GROWTH_PERCENT = 50;

/**
 * The young generation's size (both semi-spaces, in bytes) past which it does not grow. V8 doubles it while many
 * young objects survive, which loading the server's modules does, up to 32 MiB that it keeps for good, also when
 * the server is idle. 16 MiB collects the young objects of the server's traffic as well.
 */
export const YOUNG_GENERATION_MAX_BYTES = 16 * 1024 * 1024;

/** The young generation's size now (both semi-spaces, in bytes). */
export const youngGenerationSize = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0;

// Both V8 settings below are read each time V8 resizes the heap, so setting them while the process runs takes
// effect from then on. A V8 without them ignores them, and the heap keeps V8's own sizing.
const youngGrowthFactor = (factor: number) => v8.setFlagsFromString(`--semi-space-growth-factor=${factor}`);

/**
 * Keeps the young generation at its starting size while the server's modules load (the built server's first
 * step): the young generation cannot shrink once grown, and a burst of loading can double it more than once before
 * any code of the server runs.
 */
export function holdYoungGeneration() {
  youngGrowthFactor(1);
}

/**
 * Keeps the server's JavaScript heap to what its work needs rather than what the machine could give (see the two
 * constants above): from now on the old generation grows by at most half again between full collections, and the
 * young generation grows to its limit in one step, the next time many young objects survive, and no further.
 */
export function sizeHeapForTheServer() {
  v8.setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
  const size = youngGenerationSize();
  if (size === 0 || size >= YOUNG_GENERATION_MAX_BYTES) return youngGrowthFactor(1);
  // Sizes are powers of two, so one step lands on the limit; after it (checked when each collection has ended,
  // long before enough young objects could survive for another) growth stops.
  youngGrowthFactor(Math.ceil(YOUNG_GENERATION_MAX_BYTES / size));
  const observer = new PerformanceObserver(() => {
    if (youngGenerationSize() < YOUNG_GENERATION_MAX_BYTES) return;
    youngGrowthFactor(1);
    observer.disconnect();
  });
  observer.observe({ entryTypes: ["gc"] });
}
