import { pino, type DestinationStream } from "pino";

/** Lines held beyond this many characters are written at once rather than at the end of the turn. */
const MAX_HELD_CHARS = 64 * 1024;

export interface BatchedDestination extends DestinationStream {
  /** Writes every line held so far, synchronously. */
  flushSync(): void;
}

const open = new Set<BatchedDestination>();
// A normal stop (process.exit), an uncaught exception and an unhandled rejection all end here, so no line written
// before is lost; only a kill that Node cannot see (SIGKILL, a power cut) can take the lines of the last turn.
process.once("exit", () => {
  for (const destination of open) destination.flushSync();
});

/**
 * Standard output (or `fd`), written once per turn of the event loop rather than once per line: every line written
 * while the server answers the requests that arrived together goes out in one synchronous write, when that turn
 * ends (or once 64 KiB are held). A write per line cost a system call per request, more than answering a request
 * from memory; asynchronous writes would leave a write in flight when the process ends. Lines are whole and in
 * order; the writes themselves (partial writes, a pipe that is full for a moment, a reader that went away) are
 * pino's synchronous destination's.
 */
export function batchedDestination(fd = 1): BatchedDestination {
  const out = pino.destination({ dest: fd, sync: true });
  let held: string[] = [];
  let chars = 0;
  let scheduled = false;
  const destination: BatchedDestination = {
    write(line: string) {
      held.push(line);
      chars += line.length;
      if (chars >= MAX_HELD_CHARS) destination.flushSync();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => destination.flushSync());
      }
    },
    flushSync() {
      scheduled = false;
      if (held.length === 0) return;
      const text = held.length === 1 ? held[0]! : held.join("");
      held = [];
      chars = 0;
      out.write(text);
    },
  };
  open.add(destination);
  return destination;
}
