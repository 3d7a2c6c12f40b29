import http, { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

export interface HttpTimeouts {
  /** How long an idle keep-alive connection stays open after a response. */
  keepAliveTimeoutSeconds: number;
  /** How long one request may take from its first byte to the end of its body. */
  requestTimeoutSeconds: number;
}

/**
 * The HTTP server, with timeouts for life behind a load balancer. A balancer keeps idle connections to the
 * server open for reuse (60 s at most common providers); if the server closed them first, a request the balancer
 * sends at that moment would fail with a 502. So idle connections live a little longer here (65 s by default),
 * and request headers get one second more than that, the usual pairing that keeps a slow header on a reused
 * connection from being cut early. A request as a whole (uploads are small) ends after 5 minutes by default.
 */
export function createHttpServer({ keepAliveTimeoutSeconds, requestTimeoutSeconds }: HttpTimeouts): http.Server {
  const keepAliveTimeout = keepAliveTimeoutSeconds * 1000;
  const server = http.createServer({
    headersTimeout: keepAliveTimeout + 1000,
    requestTimeout: requestTimeoutSeconds * 1000,
  });
  server.keepAliveTimeout = keepAliveTimeout;
  server.on("clientError", answerClientError);
  return server;
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: "The request could not be read",
  408: "The request took too long to arrive",
  413: "The request's chunk extensions are too large",
  431: "The request's address or headers are too long",
};

/**
 * A request Node cannot read (an address or headers over its 16 KiB limit, a malformed request line, one too slow
 * to arrive) never reaches the app; Node would answer it with a bare status line. Answered here as the app answers
 * every error, JSON `{ message }`, with the status Node would have used, and the connection closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex & { bytesWritten?: number }) {
  if (error.code !== "ECONNRESET" && socket.writable && !socket.bytesWritten) {
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW"
          ? 413
          : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? 408
            : 400;
    const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
