import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db/connection";
import { setRouteLabel } from "./metrics";
import type { HeaderList } from "./security";

/** How long the readiness check waits for the database before calling this instance not ready. */
const READY_PROBE_TIMEOUT_MS = 2_000;

export interface HealthChecks {
  /**
   * Answers GET or HEAD /api/health (the process is alive, 503 once draining) and /api/ready (whether to send
   * traffic here) straight from Node's request, before Express; false for any other request.
   */
  serve(req: IncomingMessage, res: ServerResponse, requestId: string): boolean;
  /** The server is stopping: the health check answers 503 `{"status":"draining"}` from now on. */
  startDraining(): void;
}

/** The checks a load balancer polls, answered with `headers` (the security headers) added. */
export function healthChecks(database: Database, headers: HeaderList): HealthChecks {
  const jsonHeaders = (bytes: Buffer) => [
    ...headers,
    "Cache-Control",
    "no-store",
    "Content-Type",
    "application/json; charset=utf-8",
    "Content-Length",
    String(bytes.length),
  ];
  // The health check says the same thing every time: its bytes are made once.
  const health = Buffer.from(JSON.stringify({ status: "ok", database: database.kind }));
  const healthHeaders = jsonHeaders(health);
  // While the server stops, the health check tells load balancers to send nothing more here.
  let draining = false;
  const drainingHealth = Buffer.from(JSON.stringify({ status: "draining" }));
  const drainingHeaders = jsonHeaders(drainingHealth);
  const ready = readiness(database, () => draining);
  return {
    serve(req, res, requestId) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      if (req.url !== "/api/health" && req.url !== "/api/ready") return false;
      setRouteLabel(res, req.url);
      const body = (buffer: Buffer) => (req.method === "HEAD" ? undefined : buffer);
      if (req.url === "/api/health") {
        if (draining) res.writeHead(503, [...drainingHeaders, "X-Request-Id", requestId]).end(body(drainingHealth));
        else res.writeHead(200, [...healthHeaders, "X-Request-Id", requestId]).end(body(health));
        return true;
      }
      void ready().then((state) => {
        const answer = Buffer.from(JSON.stringify({ status: state }));
        res
          .writeHead(state === "ready" ? 200 : 503, [...jsonHeaders(answer), "X-Request-Id", requestId])
          .end(body(answer));
      });
      return true;
    },
    startDraining: () => void (draining = true),
  };
}

/**
 * Whether this instance should get traffic: not stopping, and its database answering. `/api/health` only says the
 * process is alive; a load balancer routes by this one. Migrations have run by the time the app exists. During a
 * known outage it answers at once (the availability tracker is already probing); otherwise one `select 1` at a
 * time, shared by the checks that arrive while it runs.
 */
function readiness(database: Database, isDraining: () => boolean) {
  let pending: Promise<"ready" | "database unavailable"> | undefined;
  const probe = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.pool.query("select 1"),
        new Promise(
          (_, reject) => (timer = setTimeout(() => reject(new Error("Query read timeout")), READY_PROBE_TIMEOUT_MS)),
        ),
      ]);
      database.availability.reachable();
      return "ready" as const;
    } catch (error) {
      database.availability.failed(error);
      return "database unavailable" as const;
    } finally {
      clearTimeout(timer);
      pending = undefined;
    }
  };
  return async () => {
    if (isDraining()) return "draining";
    if (database.availability.down) return "database unavailable";
    return (pending ??= probe());
  };
}
