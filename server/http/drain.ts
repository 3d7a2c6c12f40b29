import type http from "node:http";
import type { Duplex } from "node:stream";

export interface Drainable {
  /** Requests being answered right now. */
  readonly inFlight: number;
  /**
   * Stops accepting connections and closes idle keep-alive connections at once; requests in progress are
   * answered (with `Connection: close`, so their connections end with the answer). Resolves once every
   * connection is closed, or when `graceMs` has passed, after cutting the connections still open; with the
   * number of connections that had to be cut.
   */
  drain(graceMs: number): Promise<number>;
}

/**
 * Follows a server's connections and requests so that stopping does not lose requests in progress. Call it
 * before adding the server's own request listener, so that answers started during the drain carry
 * `Connection: close`.
 */
export function drainable(server: http.Server): Drainable {
  const sockets = new Set<Duplex>();
  const responses = new Set<http.ServerResponse>();
  let draining = false;

  server.on("connection", (socket: Duplex) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (_req, res: http.ServerResponse) => {
    responses.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      responses.delete(res);
      // An answer whose headers went out before the drain promised to keep its connection open; once it is
      // done, that connection is idle and can go (on the next turn, when Node has marked it idle).
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    get inFlight() {
      return responses.size;
    },
    async drain(graceMs) {
      draining = true;
      for (const res of responses) if (!res.headersSent) res.setHeader("Connection", "close");
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)));
      const late = await Promise.race([closed.then(() => false), graceOver]);
      clearTimeout(timer);
      if (!late) return 0;
      const cut = sockets.size;
      for (const socket of sockets) socket.destroy();
      await closed;
      return cut;
    },
  };
}
