import path from "node:path";
import { createApp } from "./app";
import { openDatabase } from "./db/connection";
import { configurationWarnings, loadEnv } from "./env";
import { serveBuiltClient, serveViteDev } from "./http/client";
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
  const client = env.VITE_DEV ? await serveViteDev(httpServer, { dataDir: env.DATA_DIR }) : serveBuiltClient(env.CLIENT_DIST_DIR);
  const { handle, close } = createApp({
    database,
    env,
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR),
    mailer: createMailer(env.SMTP_URL, env.MAIL_FROM),
    log,
    client,
  });
  if (!env.SMTP_URL) log("SMTP_URL is not set: inquiry responses are saved but not e-mailed.");
  httpServer.on("request", handle);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down...`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    httpServer.close();
    httpServer.closeAllConnections();
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
