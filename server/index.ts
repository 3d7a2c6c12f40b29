import path from "node:path";
import { createApp } from "./app";
import { openDatabase } from "./db/connection";
import { configurationWarnings, loadEnv } from "./env";
import { serveBuiltClient, serveViteDev } from "./http/client";
import { drainable } from "./http/drain";
import { createHttpServer } from "./http/server";
import { createMailer } from "./lib/mailer";
import { resolveSessionSecret } from "./lib/session-secret";
import { ensureAdmin } from "./modules/auth/service";

const log = (message: string) => console.log(`[server] ${message}`);

async function main() {
  const env = loadEnv();
  for (const warning of configurationWarnings(env)) console.warn(`[server] Warning: ${warning}`);
  const started = Date.now();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pg"),
    log,
  });
  log(`Database ready (${database.kind === "embedded" ? "embedded PGlite" : "PostgreSQL"}) in ${Date.now() - started} ms`);

  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(database.db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD, env.ADMIN_EMAIL);
    log(result === "created" ? `Created administrator "${env.ADMIN_USERNAME}"` : `Administrator "${env.ADMIN_USERNAME}" exists`);
  }

  const httpServer = createHttpServer({
    keepAliveTimeoutSeconds: env.KEEP_ALIVE_TIMEOUT_SECONDS,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
  });
  // Follows connections and requests from the first one, so that a stop can let requests in progress finish.
  const connections = drainable(httpServer);
  const devServer = env.VITE_DEV ? await serveViteDev(httpServer, { dataDir: env.DATA_DIR }) : undefined;
  const client = devServer ?? serveBuiltClient(env.CLIENT_DIST_DIR);
  const { handle, close, startDraining } = createApp({
    database,
    env,
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR),
    mailer: createMailer(env.SMTP_URL, env.MAIL_FROM),
    log,
    client,
  });
  if (!env.SMTP_URL) log("SMTP_URL is not set: inquiry responses are saved but not e-mailed.");
  httpServer.on("request", handle);

  // Stopping (systemd, a container runtime, Ctrl-C): no new connections; idle keep-alive connections close at once;
  // requests in progress get SHUTDOWN_GRACE_SECONDS to finish, answered with `Connection: close`, and the health
  // check says "draining" meanwhile. What is still open after that is cut. Then session pruning and the database.
  // A second signal changes nothing: systemd and terminals often signal the whole process group, parent included.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const grace = env.SHUTDOWN_GRACE_SECONDS;
    const inFlight = connections.inFlight;
    log(
      `${signal} received: draining ${inFlight} request${inFlight === 1 ? "" : "s"} in progress (grace period ${grace} s); ` +
        "new connections are refused.",
    );
    startDraining();
    // Should closing the database hang, the process still ends.
    const force = setTimeout(() => {
      console.error("[server] Shutdown did not finish in time; exiting.");
      process.exit(1);
    }, (grace + 10) * 1000).unref();
    const drained = connections.drain(grace * 1000);
    // Vite's hot-reload sockets are not requests in progress: they would hold the drain for the whole period.
    await devServer?.close().catch(() => {});
    const cut = await drained;
    if (cut) log(`Grace period over: closed ${cut} connection${cut === 1 ? "" : "s"} still open.`);
    else if (inFlight) log("Every request in progress was answered.");
    close();
    await database.close();
    clearTimeout(force);
    log("Stopped.");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  httpServer.on("error", async (error) => {
    console.error(`[server] Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    await database.close();
    process.exit(1);
  });
  httpServer.listen(env.PORT, env.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
    log(`Listening on http://${host}:${port}${env.VITE_DEV ? " (development, Vite HMR)" : ""}`);
  });
}

main().catch((error) => {
  console.error(`[server] Failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
