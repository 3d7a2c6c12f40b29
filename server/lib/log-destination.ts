import fs from "node:fs";
import type { DestinationStream } from "pino";

/** How long a line waits at most before the write that takes it starts. */
const BATCH_MS = 10;

/**
 * The most characters one write takes (whole lines; a longer line goes alone). A pipe takes up to 4 KiB in one piece,
 * so that lines of several writers on one pipe never mix within a line.
 */
const MAX_WRITE_CHARS = 4096;

/** Lines held beyond this many characters (a reader that stopped reading) are dropped, and their number logged. */
const MAX_HELD_CHARS = 16 * 1024 * 1024;

/** How long a write to a full non-blocking pipe waits before trying again (ms), and how often it tries at exit. */
const FULL_PIPE_WAIT_MS = 10;
const FULL_PIPE_TRIES_AT_EXIT = 500;

export interface BatchedDestination extends DestinationStream {
  /** Writes every line held so far, synchronously (after any write still in flight). */
  flushSync(): void;
  /** Resolves once every line written so far has been handed to the system. */
  flushed(): Promise<void>;
}

const open = new Set<BatchedDestination>();
// The event loop ran out of work (a script that ends by itself): nothing is in flight, so the rest goes out in
// order. A normal stop (process.exit), an uncaught exception and an unhandled rejection all end at "exit".
process.once("beforeExit", () => {
  for (const destination of open) destination.flushSync();
});
process.once("exit", () => {
  for (const destination of open) destination.flushSync();
});

/** Resolves once every line the process logged so far has been handed to the system: before a clean stop ends it. */
export async function logsWritten(): Promise<void> {
  await Promise.all([...open].map((destination) => destination.flushed()));
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Writes all of `text` to `fd` synchronously, waiting out a full non-blocking pipe; gives up on other errors. */
function writeAllSync(fd: number, text: string | Buffer) {
  let buffer = typeof text === "string" ? Buffer.from(text) : text;
  for (let tries = 0; buffer.length > 0;) {
    try {
      buffer = buffer.subarray(fs.writeSync(fd, buffer));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN" || ++tries > FULL_PIPE_TRIES_AT_EXIT) return;
      sleepSync(FULL_PIPE_WAIT_MS);
    }
  }
}

/**
 * Standard output (or `fd`), written in batches off the request's path: a line is only added to those held, and
 * 10 ms after the first of them, in a timer of its own, everything held is written, 4 KiB of whole lines a system
 * call, so that under load one call takes dozens of lines. The calls are synchronous: no write is ever half done
 * when the process ends (an asynchronous one still in the thread pool at exit was lost). A full non-blocking pipe
 * keeps the rest of its chunk, tried again every 10 ms before anything else. Lines are whole and in order. What is
 * held is written when the process exits (process.exit, an uncaught exception) or runs out of work; a clean stop
 * waits for `logsWritten()` first, so it loses nothing. Only a kill Node cannot see (SIGKILL, running out of memory,
 * a power cut) loses what is held: at most the last 10 ms of lines. Should the reader stop reading, lines beyond
 * 16 MiB held are dropped, and a line says how many once writing resumes. A line is never written mid-request.
 */
export function batchedDestination(fd = 1): BatchedDestination {
  // The lines held are held[first..]; `chars` counts their characters.
  let held: string[] = [];
  let first = 0;
  let chars = 0;
  let dropped = 0;
  // True while a full pipe holds up the chunk in `refused`, which goes out before anything else.
  let writing = false;
  let refused: Buffer | null = null;
  let timer: NodeJS.Timeout | undefined;
  let waiting: (() => void)[] = [];

  const settle = () => {
    if (writing || first < held.length) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };

  /** Takes whole lines from the front of those held, up to MAX_WRITE_CHARS (a longer line alone). */
  const takeChunk = () => {
    let end = first;
    let size = 0;
    while (end < held.length && (end === first || size + held[end]!.length <= MAX_WRITE_CHARS)) {
      size += held[end]!.length;
      end++;
    }
    const text = end === first + 1 ? held[first]! : held.slice(first, end).join("");
    chars -= size;
    first = end;
    // The lines taken are let go of once they are most of the list, or all of it.
    if (first === held.length) [held, first] = [[], 0];
    else if (first > 1024 && first * 2 > held.length) [held, first] = [held.slice(first), 0];
    return text;
  };

  const noteDropped = () => {
    if (dropped === 0 || chars > MAX_HELD_CHARS / 2) return;
    const line = `{"level":40,"time":"${new Date().toISOString()}","dropped":${dropped},"msg":"Log lines dropped: the log's reader was not keeping up"}\n`;
    dropped = 0;
    held.push(line);
    chars += line.length;
  };

  /**
   * Writes `buffer` now; answers what a full non-blocking pipe did not take, or null once it is all written (or lost
   * to any other error: the reader went away, and there is nowhere to say so).
   */
  const writeNow = (buffer: Buffer): Buffer | null => {
    let rest = buffer;
    try {
      while (rest.length > 0) rest = rest.subarray(fs.writeSync(fd, rest));
      return null;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EAGAIN" ? rest : null;
    }
  };

  /** Writes what is held, chunk by chunk; a full pipe keeps the rest of its chunk and tries again shortly. */
  const writeNext = () => {
    clearTimeout(timer);
    timer = undefined;
    if (writing) return;
    while (first < held.length) {
      const rest = writeNow(Buffer.from(takeChunk()));
      if (rest) return waitForPipe(rest);
      noteDropped();
    }
    settle();
  };

  const waitForPipe = (rest: Buffer) => {
    writing = true;
    refused = rest;
    setTimeout(() => {
      if (!refused) return;
      const again = writeNow(refused);
      if (again) return waitForPipe(again);
      [writing, refused] = [false, null];
      writeNext();
    }, FULL_PIPE_WAIT_MS);
  };

  const destination: BatchedDestination = {
    write(line: string) {
      if (chars > MAX_HELD_CHARS) {
        dropped++;
        return;
      }
      held.push(line);
      chars += line.length;
      if (!timer && !writing) timer = setTimeout(writeNext, BATCH_MS).unref();
    },
    flushSync() {
      clearTimeout(timer);
      timer = undefined;
      if (refused) writeAllSync(fd, refused);
      [writing, refused] = [false, null];
      noteDropped();
      if (first === held.length) return;
      const text = held.slice(first).join("");
      [held, first, chars] = [[], 0, 0];
      writeAllSync(fd, text);
      settle();
    },
    flushed() {
      if (!writing && first === held.length) return Promise.resolve();
      const done = new Promise<void>((resolve) => waiting.push(resolve));
      if (!writing) writeNext();
      return done;
    },
  };
  open.add(destination);
  return destination;
}
