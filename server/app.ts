import type { RequestListener } from "node:http";
import express, { type Express } from "express";
import { apiModules } from "./api-routes";
import { createBackups } from "./backup/backups";
import type { BackupStore } from "./backup/store";
import { ChangeNotices, PUBLIC_CONTENT_CHANNEL } from "./db/change-notices";
import type { Database } from "./db/connection";
import type { Env } from "./env";
import { crossOriginProtection } from "./http/cross-origin";
import { apiNotFound, errorHandler } from "./http/errors";
import { healthChecks } from "./http/health";
import { invalidateOnWrite, JsonCache } from "./http/json-cache";
import { metricsRoutes, setRouteLabel } from "./http/metrics";
import { requestTracking, type TrustFn } from "./http/request-log";
import { compress, headersSetBy, securityHeaders } from "./http/security";
import { sessions } from "./http/sessions";
import type { SpaBundle } from "./http/spa";
import { serveUploads } from "./http/uploads";
import { requestContext, silentLogger, type LogFn, type Logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import { watchPool } from "./lib/metrics";
import { dummyHashOf, passwordGate } from "./lib/password";
import { startActivityPruning } from "./modules/activity/pruning";
import { activityRecorder } from "./modules/activity/recorder";
import { configurePassport } from "./modules/auth/passport";
import type { SetupToken } from "./modules/auth/setup-token";
import { challengeKeys } from "./modules/inquiries/challenge";
import {
  startNotificationWorker,
  type NotificationTimings,
  type NotificationWorker,
} from "./modules/inquiries/notifications";
import { startInquiryRetention } from "./modules/inquiries/retention";
import { startPageScheduler, type PageScheduler } from "./modules/pages/schedule";
import { publicReads } from "./modules/public-reads";
import { NotFoundLog } from "./modules/redirects/not-found";
import { RedirectRules } from "./modules/redirects/rules";
import { noTemplate } from "./modules/site/html";
import { pageCache } from "./modules/site/page-cache";
import { siteRoutes } from "./modules/site/routes";
import { parseTakeDowns, takeDownsOf, type TakeDown } from "./modules/take-downs";
import { openApiRead } from "./openapi";
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
  /** Inquiries older than the retention setting are deleted at creation and on this interval (seconds, a day);
   * false turns it off (tests). */
  inquiryRetentionInterval?: number | false;
  /** When given, first-run setup requires this one-time token (production; see modules/auth/setup-token.ts). */
  setupToken?: SetupToken;
  /** Where uploaded files are kept; by default the one the environment names (UPLOAD_DIR or S3_BUCKET). */
  storage?: UploadStorage;
  /** Where backups are kept; by default the one the environment names (BACKUP_DIR, the bucket, DATA_DIR/backups). */
  backupStore?: BackupStore;
  /** How often the automatic backups' settings are read again, for a change saved on another server (ms). */
  backupSettingsPollMs?: number | false;
  /** The timings of the worker that e-mails the team about new inquiries (tests shorten them). */
  inquiryNotifications?: Partial<NotificationTimings>;
  /** How often the job that publishes and takes down pages at their scheduled times looks for due pages (ms). */
  pageScheduleIntervalMs?: number;
}

export interface App {
  app: Express;
  /** The request listener to serve: answers already in memory skip Express, everything else goes to `app`. */
  handle: RequestListener;
  /** The public read cache; cleared by every write through this app. */
  cache: JsonCache;
  /**
   * Stops background work (session and activity pruning, old inquiries' deletion, scheduled backups, the
   * new-inquiry e-mails, scheduled publishing); the caller closes the database.
   */
  close(): void;
  /** The worker that sends the e-mails about new inquiries (tests wait for it with `idle`). */
  notifications: NotificationWorker;
  /** The job that publishes and takes down pages at their scheduled times (tests run a pass with `run`). */
  pageSchedule: PageScheduler;
  /** The server is stopping: the health check answers 503 `{"status":"draining"}` from now on. */
  startDraining(): void;
  /** Resolves once the activity entries of writes already answered are in the database. */
  activityWritten(): Promise<void>;
  /**
   * Resolves once the first attempt to listen for other servers' change notices is over (at once on the embedded
   * database, which no other server shares).
   */
  listening(): Promise<void>;
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
  // The redirect rules and the count of addresses not found, both kept in memory (server/modules/redirects).
  const redirectRules = new RedirectRules(db, log);
  const notFoundLog = new NotFoundLog(db, log);

  const security = securityHeaders({
    dev: env.VITE_DEV,
    hsts: { maxAgeSeconds: env.HSTS_MAX_AGE_SECONDS, includeSubDomains: env.HSTS_INCLUDE_SUBDOMAINS },
  });
  app.use(security);
  // Writes from other origins are refused before any session, body parser or upload sees them.
  app.use("/api", crossOriginProtection({ trustedOrigins: env.PUBLIC_SITE_URL ? [env.PUBLIC_SITE_URL] : [] }));
  // The redirect rules, for the requests that reach Express (a session cookie, or rules not yet read).
  app.use(redirectRules.middleware);

  // Public reads first: served from memory, compressed once, before sessions and the compression middleware.
  // While the database cannot be reached they answer with their last good copy, even one a write made stale.
  const cache = new JsonCache(undefined, {
    onError: (error) => database.availability.failed(error) !== undefined,
    sourceDown: () => database.availability.down,
  });
  const reads = publicReads(db, cache, env.siteTextDefaults, env.siteTimeZone);
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
  passwordGate.configure(env.PASSWORD_HASH_CONCURRENCY, env.PASSWORD_HASH_QUEUE, env.PASSWORD_HASH_MAX_WAIT_MS);
  // Ready before the first sign-in of an unknown name, which then costs what any other failed sign-in does.
  dummyHashOf().catch(() => undefined);

  const activity = activityRecorder(db, log);
  const storage = options.storage ?? storageFromEnv(env);
  const backups = createBackups({
    database,
    storage,
    env,
    log,
    store: options.backupStore,
    settingsPollMs: options.backupSettingsPollMs,
  });
  // Sends the e-mails about new inquiries from the outbox, on a timer and right after an inquiry is saved here.
  const notifications = startNotificationWorker({ db, mailer, log, timings: options.inquiryNotifications });
  const modules = apiModules({
    database,
    env,
    mailer,
    log,
    reads,
    storage,
    activity,
    backups,
    notifications,
    redirectRules,
    notFoundLog,
    inquiryChallengeKeys: challengeKeys(env, sessionSecret),
    clearSessionCookie: session.clearCookie,
    setupToken: options.setupToken,
  });
  // The public reads in one router: a request none of them answers passes one layer, not one per module.
  const readRoutes = express.Router();
  for (const module of modules) if (module.reads) readRoutes.use(module.path, module.reads);
  // The API's own description, made from the endpoint table (api-table.ts) once and kept in memory.
  readRoutes.get("/openapi.json", openApiRead);
  app.use("/api", readRoutes);

  app.use(compress());

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
          (details) => {
            reads.invalidate(parseTakeDowns((details as { takeDowns?: unknown } | undefined)?.takeDowns) ?? "all");
            redirectRules.invalidate();
          },
          log,
        )
      : undefined;
  const listening = notices?.start() ?? Promise.resolve();
  /**
   * After a write: this server's read cache is cleared and its redirect rules are read again (a page's move makes
   * some), and every other server is told to do the same.
   */
  const announceChanges = (takeDowns: readonly TakeDown[]) => {
    reads.invalidate(takeDowns);
    redirectRules.invalidate();
    void notices?.notify(pool, { takeDowns });
  };
  const invalidating = [
    ...modules.filter((module) => module.reads || module.clearsPublicReads).map((module) => module.path),
    "/redirects",
  ];
  api.use(
    invalidating,
    invalidateOnWrite((res) => announceChanges(takeDownsOf(res))),
  );
  // Publishes and takes down pages at their scheduled times, announcing each change as a save through the API does.
  const pageSchedule = startPageScheduler({
    db,
    announce: announceChanges,
    log,
    intervalMs: options.pageScheduleIntervalMs,
  });

  // Every successful write by a signed-in user lands in the activity log, whatever module answers it.
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
  // Inquiries unchanged for longer than Site Settings -> Inquiries says (off by default): at start-up, then daily.
  const inquiryRetentionInterval = options.inquiryRetentionInterval ?? 24 * 60 * 60;
  const stopInquiryRetention =
    inquiryRetentionInterval === false
      ? () => {}
      : startInquiryRetention(db, { intervalSeconds: inquiryRetentionInterval, log });

  for (const module of modules) api.use(module.path, module.routes);
  api.use(apiNotFound);

  app.use("/api", api);
  app.use(metricsRoutes(env.METRICS_TOKEN));
  app.use("/uploads", serveUploads(storage, { publicUrl: env.S3_PUBLIC_URL }));
  if (client) app.use(client.assets);
  // Visitors' pages are kept in the read cache beside the JSON reads; not while Vite serves the template. Without
  // PUBLIC_SITE_URL, under the site address each request came to, read as Express reads it (TRUST_PROXY).
  const pages = pageCache({
    cache,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    trust: app.get("trust proxy fn") as TrustFn,
    templateVersion: client ? client.templateVersion : () => "bare",
    onNotFound: (path) => notFoundLog.count(path),
  });
  app.use(
    siteRoutes({
      db,
      reads,
      publicSiteUrl: env.PUBLIC_SITE_URL,
      template: client?.template ?? noTemplate,
      firstScreen: client?.firstScreen,
      sessions: session.middleware,
      availability: database.availability,
      pages,
      onNotFound: (path) => notFoundLog.count(path),
      redirectedPaths: () => redirectRules.fromPaths(),
    }),
  );
  app.use(errorHandler(log, database.availability));

  const fastHeaders = headersSetBy(security);
  const health = healthChecks(database, fastHeaders);
  const handle: RequestListener = (req, res) => {
    const requestId = track(req, res);
    if (health.serve(req, res, requestId)) return;
    // An answer from memory sends all of its headers, the request's id among them, in its one writeHead: a header
    // set on the response before would make Node take each of them through setHeader again.
    const headers = [...fastHeaders, "X-Request-Id", requestId];
    // A redirect rule comes before any page; while the rules are being read again, Express waits for them.
    const rule = redirectRules.matchRequest(req);
    if (rule) {
      redirectRules.send(req, res, rule, headers);
      setRouteLabel(res, "redirect");
      return;
    }
    const served =
      rule === null &&
      (reads.serveFromMemory(req, res, headers) || (pages.serveFromMemory(req, res, headers) && "html"));
    if (served) {
      setRouteLabel(res, `memory:${served}`);
      return;
    }
    res.setHeader("X-Request-Id", requestId);
    // Log lines written while Express answers carry the request's id.
    requestContext.run(requestId, () => app(req, res));
  };
  return {
    app,
    handle,
    cache,
    notifications,
    pageSchedule,
    close: () => {
      pages.close();
      session.close();
      void notices?.stop();
      stopActivityPruning();
      stopInquiryRetention();
      backups.stop();
      notifications.stop();
      void redirectRules.close();
      void notFoundLog.close();
      pageSchedule.stop();
      unwatchPool();
    },
    startDraining: health.startDraining,
    activityWritten: activity.idle,
    listening: () => listening,
  };
}
