import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler } from "express";
import session from "express-session";
import passport from "passport";
import type pg from "pg";

export const SESSION_COOKIE = "sid";
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

export const hasSessionCookie = (req: Request) => SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? "");

export interface SessionOptions {
  pool: pg.Pool;
  secret: string;
  secure: boolean;
  log: (message: string) => void;
  /** Expired sessions are pruned on this interval (seconds); false turns pruning off. */
  pruneSessionInterval: number | false;
}

/**
 * Sessions in PostgreSQL and passport on top. A read from a visitor without a session cookie has no session to
 * load and can create none, so it skips all of it: no random session id, no signature, no store lookup.
 * Writes always get a session, since signing in creates one.
 */
export function sessions(options: SessionOptions): { middleware: RequestHandler; close(): void } {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: options.pool,
    tableName: "session",
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneSessionInterval,
    errorLog: (...args: unknown[]) => options.log(`Session store: ${args.join(" ")}`),
  });
  const chain: RequestHandler[] = [
    session({
      name: SESSION_COOKIE,
      store,
      secret: options.secret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: "lax", secure: options.secure, maxAge: 7 * 24 * 60 * 60 * 1000 },
    }),
    passport.initialize(),
    passport.session(),
  ];
  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && !hasSessionCookie(req)) return next();
    let index = 0;
    const step = (error?: unknown) => {
      if (error || index === chain.length) return next(error);
      chain[index++]!(req, res, step);
    };
    step();
  };
  return { middleware, close: () => store.close() };
}
