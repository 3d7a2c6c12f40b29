import connectPgSimple from "connect-pg-simple";
import express, { type Express, type RequestHandler } from "express";
import session from "express-session";
import passport from "passport";
import type { Database } from "./db/connection";
import type { Env } from "./env";
import { apiNotFound, errorHandler } from "./http/errors";
import { compress, securityHeaders } from "./http/security";
import { serveUploads } from "./http/uploads";
import type { Mailer } from "./lib/mailer";
import { authRoutes, configurePassport } from "./modules/auth/routes";
import { inquiryRoutes } from "./modules/inquiries/routes";
import { logoRoutes } from "./modules/logos/routes";
import { pageRoutes } from "./modules/pages/routes";
import { settingsRoutes } from "./modules/settings/routes";
import { teamRoutes } from "./modules/team/routes";
import { testimonialRoutes } from "./modules/testimonials/routes";

export interface AppOptions {
  database: Database;
  env: Env;
  sessionSecret: string;
  mailer: Mailer;
  log?: (message: string) => void;
  /** Serves the website after the API (built files or the Vite dev middleware); none in API tests. */
  client?: RequestHandler;
  /** Expired sessions are pruned on this interval (seconds); false turns pruning off (tests). */
  pruneSessionInterval?: number | false;
}

export interface App {
  app: Express;
  /** Stops background work (session pruning); the caller closes the database. */
  close(): void;
}

/** Builds the whole Express application without listening, so tests can drive it with supertest. */
export function createApp(options: AppOptions): App {
  const { database, env, sessionSecret, mailer, log = console.log, client } = options;
  const { db, pool } = database;
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));

  app.use(securityHeaders({ dev: env.VITE_DEV }));
  app.use(compress());

  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: "session",
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneSessionInterval ?? 15 * 60,
    errorLog: (...args: unknown[]) => log(`Session store: ${args.join(" ")}`),
  });

  const api = express.Router();
  api.use(express.json({ limit: "1mb", strict: true }));
  api.use(
    session({
      name: "sid",
      store,
      secret: sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: "lax",
        secure: env.NODE_ENV === "production",
        maxAge: 7 * 24 * 60 * 60 * 1000,
      },
    }),
  );
  configurePassport(db);
  api.use(passport.initialize());
  api.use(passport.session());
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  api.use("/auth", authRoutes(db, env));
  api.use("/team", teamRoutes(db, env.UPLOAD_DIR));
  api.use("/pages", pageRoutes(db));
  api.use("/logos", logoRoutes(db, env.UPLOAD_DIR));
  api.use("/testimonials", testimonialRoutes(db, env.UPLOAD_DIR));
  api.use("/settings", settingsRoutes(db, env.UPLOAD_DIR));
  api.use("/inquiries", inquiryRoutes(db, env, mailer, log));
  api.get("/health", (_req, res) => {
    res.json({ status: "ok", database: database.kind });
  });
  api.use(apiNotFound);

  app.use("/api", api);
  app.use("/uploads", serveUploads(env.UPLOAD_DIR));
  if (client) app.use(client);
  app.use(errorHandler(log));

  return { app, close: () => store.close() };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
