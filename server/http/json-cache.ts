import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { readCacheHits, readCacheMisses } from "../lib/metrics";

/** One cached answer: the data, its JSON bytes, a strong ETag, and compressed copies made on first demand. */
export interface CachedJson {
  data: unknown;
  body: Buffer;
  etag: string;
  compressed: { br?: Buffer; gzip?: Buffer };
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

/**
 * The public API's answers, serialized once and kept in memory until the next write. A load that was already
 * running when a write invalidated the cache still answers its own request, but is not kept.
 */
export class JsonCache {
  readonly #entries = new Map<string, CachedJson>();
  readonly #loading = new Map<string, Promise<CachedJson>>();
  /** Answers a write made stale, kept only for `fallback`. */
  readonly #lastGood = new Map<string, CachedJson>();
  #generation = 0;

  /** Entries beyond this are dropped oldest first, so requests for many unknown pages cannot grow it forever. */
  constructor(
    private readonly maxEntries = 500,
    private readonly fallback?: StaleFallback,
  ) {}

  /** The entry when it is already in memory, without loading anything. */
  peek(key: string): CachedJson | undefined {
    const cached = this.#entries.get(key);
    // A peek that finds nothing is followed by `get`, which counts the miss.
    if (cached) readCacheHits.inc();
    return cached;
  }

  get(key: string, load: () => Promise<unknown>): Promise<CachedJson> | CachedJson {
    const cached = this.#entries.get(key);
    if (cached) {
      readCacheHits.inc();
      return cached;
    }
    readCacheMisses.inc();
    const running = this.#loading.get(key);
    if (running) return running;
    const lastGood = this.#lastGood.get(key);
    if (lastGood && this.fallback?.sourceDown()) return lastGood;
    const generation = this.#generation;
    const promise = load()
      .then(
        (data) => {
          const entry = toEntry(data);
          if (generation === this.#generation) {
            if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
            this.#entries.set(key, entry);
            this.#lastGood.delete(key);
          }
          return entry;
        },
        (error: unknown) => {
          const last = this.#lastGood.get(key);
          if (last && this.fallback?.onError(error)) return last;
          throw error;
        },
      )
      .finally(() => {
        if (this.#loading.get(key) === promise) this.#loading.delete(key);
      });
    this.#loading.set(key, promise);
    return promise;
  }

  /**
   * After a write: every answer in memory is stale and becomes a last good copy, except those `drop` picks
   * (content the write took out of public view), which are forgotten, older copies under their key with them, so
   * that not even an outage brings them back.
   */
  invalidate(drop?: (key: string, data: unknown) => boolean) {
    this.#generation++;
    if (this.fallback) {
      for (const [key, entry] of this.#entries) {
        this.#lastGood.delete(key); // re-inserted last: the newest copies are dropped last
        this.#lastGood.set(key, entry);
      }
      if (drop) {
        for (const [key, entry] of this.#lastGood) if (drop(key, entry.data)) this.#lastGood.delete(key);
      }
      while (this.#lastGood.size > this.maxEntries) this.#lastGood.delete(this.#lastGood.keys().next().value!);
    }
    this.#entries.clear();
    this.#loading.clear();
  }
}

function toEntry(data: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(data));
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { data, body, etag, compressed: {} };
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

function pickEncoding(req: IncomingMessage): "br" | "gzip" | null {
  const accepted = req.headers["accept-encoding"];
  if (!accepted) return null;
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

function compressed(entry: CachedJson, encoding: "br" | "gzip"): Buffer {
  return (entry.compressed[encoding] ??=
    encoding === "br"
      ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(entry.body, { level: 6 }));
}

/** Whether an If-None-Match header names this ETag (weak comparison, as the header asks for). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends a cached answer: 304 when the client already has it, otherwise the stored bytes (compressed when the
 * client accepts it), with the validators a browser or proxy needs to ask again cheaply. All headers go out in
 * one writeHead call, after any the caller set (security headers).
 */
export function sendCachedJson(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedJson,
  cacheControl: string,
  extraHeaders?: OutgoingHttpHeaders,
) {
  const headers: OutgoingHttpHeaders = {
    ...extraHeaders,
    "Cache-Control": cacheControl,
    ETag: entry.etag,
    Vary: "Accept-Encoding",
  };
  if (etagMatches(req.headers["if-none-match"], entry.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(req) : null;
  const bytes = encoding ? compressed(entry, encoding) : entry.body;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Type"] = "application/json; charset=utf-8";
  headers["Content-Length"] = bytes.length;
  res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : bytes);
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
