import http from "node:http";

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
  return server;
}
