import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { CachedAnswer } from "./json-cache";
import type { HeaderList } from "./security";

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

const JSON_TYPE = "application/json; charset=utf-8";

function pickEncoding(req: IncomingMessage): "br" | "gzip" | null {
  const accepted = req.headers["accept-encoding"];
  if (!accepted) return null;
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/** The answer's bytes in `encoding`, compressed on first demand and kept with the answer. */
function compressed(entry: CachedAnswer, encoding: "br" | "gzip"): Buffer {
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
 * client accepts it), with the validators a browser or proxy needs to ask again cheaply. Only an answer that
 * exists (200) has validators: a 404 or 503 is no version of anything a client could hold. All headers go out in
 * one writeHead call, after any the caller set (X-Request-Id) and `extraHeaders` (the security headers; names
 * not repeated below).
 */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedAnswer,
  cacheControl: string,
  extraHeaders: HeaderList = [],
) {
  const status = entry.status ?? 200;
  const headers = [...extraHeaders, "Cache-Control", cacheControl, "Vary", "Accept-Encoding"];
  if (status === 200) {
    headers.push("ETag", entry.etag);
    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
  }
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(req) : null;
  const bytes = encoding ? compressed(entry, encoding) : entry.body;
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Type", entry.type ?? JSON_TYPE, "Content-Length", String(bytes.length));
  res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : bytes);
}
