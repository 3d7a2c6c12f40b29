import type { Db } from "../../db/connection";
import { pruneActivity } from "./service";

/**
 * Removes entries older than `retentionDays` now and then every `intervalSeconds`. The timer does not keep the
 * process alive; the returned function stops it. A failed prune is logged and tried again at the next interval.
 */
export function startActivityPruning(
  db: Db,
  options: { retentionDays: number; intervalSeconds: number; log: (message: string) => void },
): () => void {
  const { retentionDays, intervalSeconds, log } = options;
  let stopped = false;
  const prune = () =>
    pruneActivity(db, retentionDays).then(
      (removed) => {
        if (removed && !stopped)
          log(`Activity log: removed ${removed} entr${removed === 1 ? "y" : "ies"} older than ${retentionDays} days`);
      },
      (error) => {
        if (!stopped) log(`Activity log pruning failed: ${error instanceof Error ? error.message : error}`);
      },
    );
  void prune();
  const timer = setInterval(prune, intervalSeconds * 1000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
