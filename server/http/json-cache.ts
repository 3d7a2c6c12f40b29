import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { readCacheHits, readCacheMisses } from "../lib/metrics";

/**
 * One cached answer: its bytes, a strong ETag, and compressed copies made on first demand. A JSON read keeps its
 * data too; a page rendered from other answers has a status (a missing page is kept as its 404) and a type.
 */
export interface CachedAnswer {
  data: unknown;
  body: Buffer;
  etag: string;
  compressed: { br?: Buffer; gzip?: Buffer };
  /** 200 unless said. */
  status?: number;
  /** JSON unless said. */
  type?: string;
  /** Of a rendered answer that says its own (the sitemap); otherwise the one its sender gives. */
  cacheControl?: string;
  /**
   * Made from other answers (a page): never kept as a last good copy, since in an outage the page is made again
   * from those answers' own copies, which know what a write took out of public view.
   */
  rendered?: boolean;
}

/** What a renderer hands to `JsonCache.getRendered`: the answer, and whether it may be kept for later requests. */
export interface Rendered {
  body: string;
  status: number;
  type: string;
  /** Its own Cache-Control, when it is not a page (whose sender knows theirs). */
  cacheControl?: string;
  /** False for an answer made from stale copies or missing data (an outage): it serves only the requests that asked. */
  keep: boolean;
}

/**
 * When the source cannot be read (the database is unreachable), a cache may answer with the last good copy of
 * an answer even after a write made it stale: the public site then shows content missing the latest edits
 * rather than an error. Only then: as long as the source answers, a stale copy is never served.
 */
export interface StaleFallback {
  /** A load failed with this error: true when the last good copy should answer instead. */
  onError(error: unknown): boolean;
  /** True while the source is known to be down: answer from the last good copy without trying it. */
  sourceDown(): boolean;
}

/** An answer saying that what was asked for does not exist: kept apart, so that asking for many cannot push out the rest. */
const isMiss = (entry: CachedAnswer) => entry.data === null || entry.status === 404;

/**
 * The public API's answers, serialized once, and the pages rendered from them, kept in memory until the next
 * write. A load that was already running when a write invalidated the cache still answers its own request, but is
 * not kept. At most `maxEntries` answers are kept, and `maxMisses` answers saying "not found" besides (a missing
 * page, an unknown address): beyond those, the oldest go first, so that requests for many unknown pages can
 * neither grow it forever nor push out the pages visitors read.
 */
export class JsonCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #misses = new Map<string, CachedAnswer>();
  readonly #loading = new Map<string, Promise<CachedAnswer>>();
  /** Answers a write made stale, kept only for `fallback`. */
  readonly #lastGood = new Map<string, CachedAnswer>();
  #generation = 0;
  #staleServed = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly fallback?: StaleFallback,
    private readonly maxMisses = 100,
  ) {}

  /** How many answers are kept (last good copies aside). */
  get size(): number {
    return this.#entries.size + this.#misses.size;
  }

  /** How many times a last good copy has answered so far: a render that saw this change used one. */
  get staleServed(): number {
    return this.#staleServed;
  }

  /** The entry when it is already in memory, without loading anything. */
  peek(key: string): CachedAnswer | undefined {
    const cached = this.#find(key);
    // A peek that finds nothing is followed by `get`, which counts the miss.
    if (cached) readCacheHits.inc();
    return cached;
  }

  /** The answer under `key`, loading its data with `load` (and serializing it as JSON) when it is not in memory. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> | CachedAnswer {
    return this.#get(key, () => load().then((data) => ({ entry: toEntry(data), keep: true })));
  }

  /** The answer under `key`, made by `render` (a page) when it is not in memory, and kept if `render` says so. */
  getRendered(key: string, render: () => Promise<Rendered>): Promise<CachedAnswer> | CachedAnswer {
    return this.#get(key, () =>
      render().then(({ body, status, type, cacheControl, keep }) => ({
        entry: { ...toEntry(undefined, Buffer.from(body)), status, type, cacheControl, rendered: true },
        keep,
      })),
    );
  }

  #find(key: string): CachedAnswer | undefined {
    return this.#entries.get(key) ?? this.#misses.get(key);
  }

  #get(key: string, load: () => Promise<{ entry: CachedAnswer; keep: boolean }>): Promise<CachedAnswer> | CachedAnswer {
    const cached = this.#find(key);
    if (cached) {
      readCacheHits.inc();
      return cached;
    }
    readCacheMisses.inc();
    const running = this.#loading.get(key);
    if (running) return running;
    const lastGood = this.#lastGood.get(key);
    if (lastGood && this.fallback?.sourceDown()) {
      this.#staleServed++;
      return lastGood;
    }
    const generation = this.#generation;
    const promise = load()
      .then(
        ({ entry, keep }) => {
          if (keep && generation === this.#generation) {
            const kept = isMiss(entry) ? this.#misses : this.#entries;
            const max = isMiss(entry) ? this.maxMisses : this.maxEntries;
            if (kept.size >= max) kept.delete(kept.keys().next().value!);
            kept.set(key, entry);
            this.#lastGood.delete(key);
          }
          return entry;
        },
        (error: unknown) => {
          const last = this.#lastGood.get(key);
          if (last && this.fallback?.onError(error)) {
            this.#staleServed++;
            return last;
          }
          throw error;
        },
      )
      .finally(() => {
        if (this.#loading.get(key) === promise) this.#loading.delete(key);
      });
    this.#loading.set(key, promise);
    return promise;
  }

  /** Forgets the rendered pages, keeping the data they were made from: they are made again when next asked for. */
  dropRendered() {
    this.#generation++;
    for (const kept of [this.#entries, this.#misses]) {
      for (const [key, entry] of kept) if (entry.rendered) kept.delete(key);
    }
  }

  /**
   * After a write: every answer in memory is stale. The data answers become last good copies, except those `drop`
   * picks (content the write took out of public view), which are forgotten, older copies under their key with
   * them, so that not even an outage brings them back. Rendered pages are simply forgotten.
   */
  invalidate(drop?: (key: string, data: unknown) => boolean) {
    this.#generation++;
    if (this.fallback) {
      for (const [key, entry] of [...this.#entries, ...this.#misses]) {
        if (entry.rendered) continue;
        this.#lastGood.delete(key); // re-inserted last: the newest copies are dropped last
        this.#lastGood.set(key, entry);
      }
      if (drop) {
        for (const [key, entry] of this.#lastGood) if (drop(key, entry.data)) this.#lastGood.delete(key);
      }
      while (this.#lastGood.size > this.maxEntries) this.#lastGood.delete(this.#lastGood.keys().next().value!);
    }
    this.#entries.clear();
    this.#misses.clear();
    this.#loading.clear();
  }
}

/** An answer for `data`: its JSON bytes and their ETag; compressed copies are made when first asked for. */
export function toEntry(data: unknown, body = Buffer.from(JSON.stringify(data))): CachedAnswer {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { data, body, etag, compressed: {} };
}

/**
 * Calls `invalidate` (which clears the cache) as soon as a write through these routes has an answer, before the
 * answer's first byte is sent: whoever reads after seeing the write's answer gets the new data. Failed writes
 * clear it too, since a failure may come after part of the work was saved. `invalidate` gets the write's response,
 * whose locals may say what the write took out of public view.
 */
export function invalidateOnWrite(invalidate: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      invalidate(res);
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
