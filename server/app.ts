import type { OutgoingHttpHeaders, RequestListener } from "node:http";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import { ChangeNotices, PUBLIC_CONTENT_CHANNEL } from "./db/change-notices";
import type { Database } from "./db/connection";
import type { Env } from "./env";
import type { SpaBundle } from "./http/spa";
import { crossOriginProtection } from "./http/cross-origin";
import { apiNotFound, errorHandler } from "./http/errors";
import { invalidateOnWrite, JsonCache } from "./http/json-cache";
import { metricsRoutes, setRouteLabel } from "./http/metrics";
import { requestIdOf, requestTracking } from "./http/request-log";
import { compress, securityHeaders } from "./http/security";
import { sessions } from "./http/sessions";
import { serveUploads } from "./http/uploads";
import { requestContext, silentLogger, type LogFn, type Logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import { watchPool } from "./lib/metrics";
import { passwordGate } from "./lib/password";
import { startActivityPruning } from "./modules/activity/pruning";
import { activityRecorder } from "./modules/activity/recorder";
import { activityRoutes } from "./modules/activity/routes";
import { accountRoutes, adminRoutes } from "./modules/accounts/routes";
import { backupRoutes } from "./modules/backups/routes";
import { configurePassport } from "./modules/auth/passport";
import { authRoutes } from "./modules/auth/routes";
import type { SetupToken } from "./modules/auth/setup-token";
import { faqRoutes } from "./modules/faq/routes";
import { homeCardRoutes, serviceRoutes } from "./modules/services/routes";
import { inquiryRoutes } from "./modules/inquiries/routes";
import { logoRoutes } from "./modules/logos/routes";
import { navigationRoutes } from "./modules/navigation/routes";
import { pageRoutes } from "./modules/pages/routes";
import { publicReads } from "./modules/public-reads";
import { settingsRoutes } from "./modules/settings/routes";
import { BOOTSTRAP_SLOT, HEAD_SLOT } from "./modules/site/html";
import { siteRoutes } from "./modules/site/routes";
import { standardsRoutes } from "./modules/standards/routes";
import { parseTakeDowns, takeDownsOf } from "./modules/take-downs";
import { teamRoutes } from "./modules/team/routes";
import { testimonialRoutes } from "./modules/testimonials/routes";
import { uploadCleanup } from "./modules/uploads/cleanup";
import { storageFromEnv, type UploadStorage } from "./storage";

export interface AppOptions {
  database: Database;
  env: Env;
  /** The secrets of the session cookie: the first signs, all verify. */
  sessionSecret: string | string[];
  mailer: Mailer;
  log?: LogFn;
  /** Where each request's line goes (http/request-log.ts); by default nowhere. */
  logger?: Logger;
  /** The website (built files or the Vite dev middleware); without it only the API, robots.txt and sitemap. */
  client?: SpaBundle;
  /** Expired sessions are pruned on this interval (seconds); false turns pruning off (tests). */
  pruneSessionInterval?: number | false;
  /** Activity entries older than ACTIVITY_RETENTION_DAYS are pruned at creation and on this interval (seconds);
   * false turns pruning off (tests). */
  pruneActivityInterval?: number | false;
  /** When given, first-run setup requires this one-time token (production; see modules/auth/setup-token.ts). */
  setupToken?: SetupToken;
  /** Where uploaded files are kept; by default the one the environment names (UPLOAD_DIR or S3_BUCKET). */
  storage?: UploadStorage;
}

export interface App {
  app: Express;
  /** The request listener to serve: answers already in memory skip Express, everything else goes to `app`. */
  handle: RequestListener;
  /** The public read cache; cleared by every write through this app. */
  cache: JsonCache;
  /** Stops background work (session and activity pruning); the caller closes the database. */
  close(): void;
  /** The server is stopping: the health check answers 503 `{"status":"draining"}` from now on. */
  startDraining(): void;
}

/** Builds the whole Express application without listening, so tests can drive it with supertest. */
export function createApp(options: AppOptions): App {
  const { database, env, sessionSecret, mailer, log = console.log, client, logger = silentLogger } = options;
  const { db, pool } = database;
  const app = express();
  app.disable("x-powered-by");
  if (env.trustProxy !== undefined) app.set("trust proxy", env.trustProxy);
  const track = requestTracking(logger, env.trustProxy === undefined ? undefined : app.get("trust proxy fn"));
  const unwatchPool = watchPool(pool);

  const security = securityHeaders({
    dev: env.VITE_DEV,
    hsts: { maxAgeSeconds: env.HSTS_MAX_AGE_SECONDS, includeSubDomains: env.HSTS_INCLUDE_SUBDOMAINS },
  });
  app.use(security);
  // Writes from other origins are refused before any session, body parser or upload sees them.
  app.use("/api", crossOriginProtection({ trustedOrigins: env.PUBLIC_SITE_URL ? [env.PUBLIC_SITE_URL] : [] }));

  // Public reads first: served from memory, compressed once, before sessions and the compression middleware.
  // While the database cannot be reached they answer with their last good copy, even one a write made stale.
  const cache = new JsonCache(undefined, {
    onError: (error) => database.availability.failed(error) !== undefined,
    sourceDown: () => database.availability.down,
  });
  const reads = publicReads(db, cache, env.siteTextDefaults);
  app.use("/api", reads.router);

  app.use(compress());
  const session = sessions({
    pool,
    secret: sessionSecret,
    secure: env.NODE_ENV === "production",
    log,
    pruneSessionInterval: options.pruneSessionInterval ?? 15 * 60,
    idleLifetimeMs: env.SESSION_IDLE_HOURS * 60 * 60_000,
    absoluteLifetimeMs: env.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60_000,
  });
  configurePassport(db);
  passwordGate.configure(env.PASSWORD_HASH_CONCURRENCY, env.PASSWORD_HASH_QUEUE);

  const api = express.Router();
  api.use(express.json({ limit: "1mb", strict: true }));
  api.use(session.middleware);
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // On PostgreSQL other servers may share the database: a write here tells them to clear their caches too, with
  // what it took out of public view, so that no server's stale copies bring that back in an outage (a notice that
  // does not say, or notices missed, leave no stale copy at all). The embedded database belongs to one server only.
  const notices =
    database.kind === "postgres"
      ? new ChangeNotices(
          database.dedicatedClient,
          PUBLIC_CONTENT_CHANNEL,
          (details) =>
            reads.invalidate(parseTakeDowns((details as { takeDowns?: unknown } | undefined)?.takeDowns) ?? "all"),
          log,
        )
      : undefined;
  void notices?.start();
  api.use(
    [
      "/team",
      "/logos",
      "/testimonials",
      "/faq",
      "/services",
      "/home-cards",
      "/standards",
      "/settings",
      "/pages",
      "/navigation",
    ],
    invalidateOnWrite((res) => {
      const takeDowns = takeDownsOf(res);
      reads.invalidate(takeDowns);
      void notices?.notify(pool, { takeDowns });
    }),
  );

  // Every successful write by a signed-in user lands in the activity log, whatever module answers it.
  const activity = activityRecorder(db, log);
  api.use(activity.middleware);
  const pruneActivityInterval = options.pruneActivityInterval ?? 60 * 60;
  const stopActivityPruning =
    pruneActivityInterval === false
      ? () => {}
      : startActivityPruning(db, {
          retentionDays: env.ACTIVITY_RETENTION_DAYS,
          intervalSeconds: pruneActivityInterval,
          log,
        });

  // Removes uploaded files once the last record that mentioned them is changed or deleted.
  const storage = options.storage ?? storageFromEnv(env);
  const uploads = uploadCleanup({ db, storage, log });
  api.use(
    "/auth",
    authRoutes(db, env, { clearSessionCookie: session.clearCookie, setupToken: options.setupToken, activity }),
  );
  api.use("/admins", adminRoutes(db));
  api.use("/account", accountRoutes(db, env));
  api.use("/team", teamRoutes(db, storage, uploads));
  api.use("/pages", pageRoutes(db, storage, uploads));
  api.use("/logos", logoRoutes(db, storage, uploads));
  api.use("/testimonials", testimonialRoutes(db, storage, uploads));
  api.use("/faq", faqRoutes(db));
  api.use("/navigation", navigationRoutes(db));
  api.use("/services", serviceRoutes(db));
  api.use("/home-cards", homeCardRoutes(db));
  api.use("/standards", standardsRoutes(db));
  api.use("/settings", settingsRoutes(db, storage, uploads));
  api.use("/inquiries", inquiryRoutes(db, env, mailer, log));
  api.use("/activity", activityRoutes(db, activity));
  api.use("/backups", backupRoutes({ database, storage, backupsDir: path.join(env.DATA_DIR, "backups"), log }));
  api.use(apiNotFound);

  app.use("/api", api);
  app.use(metricsRoutes(env.METRICS_TOKEN));
  app.use("/uploads", serveUploads(storage, { publicUrl: env.S3_PUBLIC_URL }));
  if (client) app.use(client.assets);
  app.use(
    siteRoutes({
      db,
      reads,
      publicSiteUrl: env.PUBLIC_SITE_URL,
      template: client?.template ?? noTemplate,
      sessions: session.middleware,
      availability: database.availability,
    }),
  );
  app.use(errorHandler(log, database.availability));

  const fastHeaders = headersSetBy(security);
  // The health check a load balancer polls says the same thing every time: its bytes are made once.
  const health = Buffer.from(JSON.stringify({ status: "ok", database: database.kind }));
  const healthHeaders = {
    ...fastHeaders,
    "Cache-Control": "no-store",
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": health.length,
  };
  // While the server stops, the health check tells load balancers to send nothing more here.
  let draining = false;
  const drainingHealth = Buffer.from(JSON.stringify({ status: "draining" }));
  const drainingHeaders = { ...healthHeaders, "Content-Length": drainingHealth.length };
  const ready = readiness(database, () => draining);
  const handle: RequestListener = (req, res) => {
    track(req, res);
    if (req.method === "GET" || req.method === "HEAD") {
      if (req.url === "/api/health" || req.url === "/api/ready") setRouteLabel(res, req.url);
      if (req.url === "/api/health") {
        if (draining) res.writeHead(503, drainingHeaders).end(req.method === "HEAD" ? undefined : drainingHealth);
        else res.writeHead(200, healthHeaders).end(req.method === "HEAD" ? undefined : health);
        return;
      }
      if (req.url === "/api/ready") {
        void ready().then((state) => {
          const body = Buffer.from(JSON.stringify({ status: state }));
          res
            .writeHead(state === "ready" ? 200 : 503, { ...healthHeaders, "Content-Length": body.length })
            .end(req.method === "HEAD" ? undefined : body);
        });
        return;
      }
    }
    const served = reads.serveFromMemory(req, res, fastHeaders);
    if (served) setRouteLabel(res, `memory:${served}`);
    // Log lines written while Express answers carry the request's id.
    else requestContext.run(requestIdOf(req)!, () => app(req, res));
  };
  return {
    app,
    handle,
    cache,
    close: () => {
      session.close();
      void notices?.stop();
      stopActivityPruning();
      unwatchPool();
    },
    startDraining: () => void (draining = true),
  };
}

/** How long the readiness check waits for the database before calling this instance not ready. */
const READY_PROBE_TIMEOUT_MS = 2_000;

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

/** Without a website (API tests), screens still get their status, head and bootstrap data in a bare page. */
const noTemplate = async () =>
  `<!doctype html>\n<html lang="en"><head>${HEAD_SLOT}</head><body>${BOOTSTRAP_SLOT}</body></html>`;

/** The headers a middleware sets on every answer (here the security headers), collected once. */
function headersSetBy(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  let called = false;
  middleware({ method: "GET", url: "/", headers: {} } as never, res as never, () => (called = true));
  if (!called) throw new Error("The security headers middleware did not finish synchronously");
  return headers;
}
