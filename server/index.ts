import path from "node:path";
import { createApp } from "./app";
import { openDatabase } from "./db/connection";
import { configurationWarnings, loadEnv } from "./env";
import { drainable } from "./http/drain";
import { createHttpServer } from "./http/server";
import { serveBuiltSpa, serveSpaWithVite } from "./http/spa";
import { sizeHeapForTheServer } from "./lib/heap";
import { logsWritten } from "./lib/log-destination";
import { createLogger, jsonLogger, logFunction, type LogFn } from "./lib/logger";
import { createMailer } from "./lib/mailer";
import { resolveSessionSecret } from "./lib/session-secret";
import { bootstrapAdmin, countAdmins } from "./modules/auth/service";
import { prepareSetupToken, type SetupToken } from "./modules/auth/setup-token";
import { completeMediaBackfill } from "./modules/media/backfill";
import { sweepUploads } from "./modules/uploads/cleanup";
import { storageFromEnv } from "./storage";

// Every line the server writes is one JSON object on standard output (see lib/logger.ts); until the environment
// is read, at the default level.
let logger = jsonLogger("info");
let log: LogFn = logFunction(logger);

async function main() {
  sizeHeapForTheServer();
  const env = loadEnv();
  // `npm run dev` on a terminal prints readable lines; anything else (a file, journald, a container) gets JSON.
  logger = await createLogger({ level: env.LOG_LEVEL, pretty: env.VITE_DEV && process.stdout.isTTY });
  log = logFunction(logger);
  for (const warning of configurationWarnings(env)) log(`Warning: ${warning}`, { level: "warn" });
  const started = Date.now();
  // Set once the server runs; until then a lost lock simply ends the process.
  let stopOnLockLoss: () => void = () => process.exit(1);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pg"),
    log,
    connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
    statementTimeoutSeconds: env.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    // Another process now owns the data folder: stop rather than answer from a database that no longer writes.
    onLockLost: () => stopOnLockLoss(),
  });
  log(
    `Database ready (${database.kind === "embedded" ? "embedded PGlite" : "PostgreSQL"}) in ${Date.now() - started} ms`,
  );

  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    const result = await bootstrapAdmin(database.db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD, env.ADMIN_EMAIL);
    log(
      result === "created"
        ? `Created administrator "${env.ADMIN_USERNAME}"`
        : "An administrator exists, so ADMIN_USERNAME and ADMIN_PASSWORD are not used",
    );
  }

  // Production: while no account exists, creating the first administrator at /auth needs a one-time token that
  // only someone who can read the server's log or data folder knows.
  let setupToken: SetupToken | undefined;
  if (env.NODE_ENV === "production") {
    const prepared = prepareSetupToken(env.DATA_DIR, (await countAdmins(database.db)) > 0);
    setupToken = prepared.guard;
    if (prepared.token) {
      log(
        `No account exists yet. To create the first administrator, open /auth and enter this setup token: ${prepared.token} (also saved in ${prepared.guard.file})`,
      );
    }
  }

  const httpServer = createHttpServer({
    keepAliveTimeoutSeconds: env.KEEP_ALIVE_TIMEOUT_SECONDS,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
  });
  // Follows connections and requests from the first one, so that a stop can let requests in progress finish.
  const connections = drainable(httpServer);
  const devServer = env.VITE_DEV ? await serveSpaWithVite(httpServer, { dataDir: env.DATA_DIR }) : undefined;
  const client = devServer ?? serveBuiltSpa(env.CLIENT_DIST_DIR, { log });
  const storage = storageFromEnv(env);
  const { handle, close, startDraining, notifications } = createApp({
    database,
    env,
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR),
    mailer: createMailer(env.SMTP_URL, env.MAIL_FROM, env.SMTP_TIMEOUT_SECONDS),
    log,
    logger,
    client,
    setupToken,
    storage,
  });
  log(`Uploads are kept in ${storage.location}.`);
  if (!env.SMTP_URL) {
    log(
      "SMTP_URL is not set: inquiry responses are saved but not e-mailed, and e-mails about new inquiries wait " +
        "in the outbox until it is.",
    );
  }
  httpServer.on("request", handle);

  // Stopping (systemd, a container runtime, Ctrl-C): no new connections; idle keep-alive connections close at once;
  // requests in progress get SHUTDOWN_GRACE_SECONDS to finish, answered with `Connection: close`, and the health
  // check says "draining" meanwhile. What is still open after that is cut. Then session pruning and the database.
  // A second signal changes nothing: systemd and terminals often signal the whole process group, parent included.
  let stopping = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    const grace = env.SHUTDOWN_GRACE_SECONDS;
    const inFlight = connections.inFlight;
    log(
      `${reason}: draining ${inFlight} request${inFlight === 1 ? "" : "s"} in progress (grace period ${grace} s); ` +
        "new connections are refused.",
    );
    startDraining();
    // Should closing the database hang, the process still ends.
    const force = setTimeout(
      () => {
        log("Shutdown did not finish in time; exiting.", { level: "error" });
        process.exit(1);
      },
      (grace + 10) * 1000,
    ).unref();
    const drained = connections.drain(grace * 1000);
    // Vite's hot-reload sockets are not requests in progress: they would hold the drain for the whole period.
    await devServer?.close().catch(() => {});
    const cut = await drained;
    if (cut) log(`Grace period over: closed ${cut} connection${cut === 1 ? "" : "s"} still open.`);
    else if (inFlight) log("Every request in progress was answered.");
    close();
    // An e-mail about a new inquiry being sent now is recorded as sent, so that no server sends it again.
    await notifications.idle();
    await database.close();
    log("Stopped.");
    // The log is written in batches: every line, this one included, is out before the process ends.
    await logsWritten();
    clearTimeout(force);
    process.exit(exitCode);
  };
  stopOnLockLoss = () => void shutdown("The embedded database's lock was lost", 1);
  process.on("SIGTERM", () => void shutdown("SIGTERM received"));
  process.on("SIGINT", () => void shutdown("SIGINT received"));

  httpServer.on("error", async (error) => {
    log(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`, { level: "fatal" });
    await database.close();
    process.exit(1);
  });
  httpServer.listen(env.PORT, env.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    const host =
      env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
    log(`Listening on http://${host}:${port}${env.VITE_DEV ? " (development, Vite HMR)" : ""}`);
    completeMediaBackfill(database.db, storage, log);
    // Uploaded files no record refers to and over a day old (e.g. chosen in a dialog that was then cancelled)
    // are removed in the background, once the site is already being served.
    sweepUploads({ db: database.db, storage }).then(
      ({ removed, failed }) => {
        if (removed.length) log(`Removed ${removed.length} unused upload file(s): ${removed.join(", ")}`);
        for (const { name, error } of failed) {
          log(`Could not remove the unused upload ${name}: ${error}`, { level: "warn" });
        }
      },
      (error) => {
        if (!stopping) {
          log(`Sweeping unused uploads failed: ${error instanceof Error ? error.message : error}`, { level: "warn" });
        }
      },
    );
  });
}

main().catch((error) => {
  log(`Failed to start: ${error instanceof Error ? error.message : error}`, { level: "fatal" });
  process.exit(1);
});
