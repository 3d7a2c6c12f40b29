import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler, Response } from "express";
import session from "express-session";
import passport from "passport";
import type pg from "pg";
import type { SignInMethod } from "@shared/passkeys";

declare module "express-session" {
  interface SessionData {
    /** When the user signed in (ms since the epoch): the session ends a fixed time after it, active or not. */
    signedInAt: number;
    /** The user's credentials version at sign-in (see shared/tables.ts); unset counts as 0. */
    credentialsVersion: number;
    /** How it signed in: a password, or which passkey (the session list shows it; removing a passkey can end it). */
    signedInWith: SignInMethod;
    /** The browser's User-Agent and the address it signed in from, for the session list. */
    userAgent: string;
    ip: string;
    /** Where passport keeps the signed-in user's id. */
    passport: { user?: unknown };
  }
}

/**
 * The session cookie's name. Over HTTPS (production) it carries the __Host- prefix: browsers then accept it only
 * when it is Secure, has Path=/ and no Domain, so a subdomain or a plain-HTTP page cannot plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-sid" : "sid");
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)(?:${sessionCookieName(true)}|${sessionCookieName(false)})=`);

/**
 * Whether the request carries a session cookie, under either name: it only decides whether a session is worth
 * loading, and a cookie under the name this server does not use simply finds no session.
 */
export const hasSessionCookie = (req: Pick<Request, "headers">) =>
  SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? "");

export interface SessionOptions {
  pool: pg.Pool;
  /** The first secret signs new cookies; all of them verify, so a secret can be replaced without signing anyone out. */
  secret: string | string[];
  secure: boolean;
  log: (message: string) => void;
  /** Expired sessions are pruned on this interval (seconds); false turns pruning off. */
  pruneSessionInterval: number | false;
  /** A session unused this long ends (ms); every request starts the period again. */
  idleLifetimeMs?: number;
  /** A session ends this long after sign-in (ms), however active. */
  absoluteLifetimeMs?: number;
  /** The stored expiry is written at most this often per session (ms); default a minute, or a sixtieth of the idle lifetime. */
  touchEveryMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// How many sessions' last writes a server remembers; past it the oldest is forgotten (and simply written again).
const TOUCHES_REMEMBERED = 10_000;

/**
 * The store writes a session's new expiry (its idle period starting again) at most once per `everyMs` from this
 * server: otherwise every request of a signed-in administrator is a write, which on the embedded database runs on
 * the server's own thread while visitors wait. The stored expiry then lags the cookie's by less than `everyMs`.
 */
function throttleTouches(store: session.Store, everyMs: number) {
  const lastWrite = new Map<string, number>();
  const remember = (sid: string) => {
    lastWrite.delete(sid);
    lastWrite.set(sid, Date.now());
    if (lastWrite.size > TOUCHES_REMEMBERED) lastWrite.delete(lastWrite.keys().next().value!);
  };
  const { set, touch, destroy } = store;
  store.set = (sid, data, callback) => {
    remember(sid);
    set.call(store, sid, data, callback);
  };
  store.destroy = (sid, callback) => {
    lastWrite.delete(sid);
    destroy.call(store, sid, callback);
  };
  if (!touch) return;
  store.touch = (sid, data, callback) => {
    const last = lastWrite.get(sid);
    if (last !== undefined && Date.now() - last < everyMs) return callback?.();
    remember(sid);
    touch.call(store, sid, data, callback);
  };
}

/**
 * Sessions in PostgreSQL and passport on top. A read from a visitor without a session cookie has no session to
 * load and can create none, so it skips all of it: no random session id, no signature, no store lookup.
 * Writes always get a session, since signing in creates one.
 */
export function sessions(options: SessionOptions): {
  middleware: RequestHandler;
  /** The cookie's name, for this server's secure or plain setting. */
  cookieName: string;
  /** Removes the session cookie from the browser (sign-out), with the attributes it was set with. */
  clearCookie(res: Response): void;
  close(): void;
} {
  const { idleLifetimeMs = 7 * DAY_MS, absoluteLifetimeMs = 7 * DAY_MS } = options;
  const cookieName = sessionCookieName(options.secure);
  const cookie = { httpOnly: true, sameSite: "lax", secure: options.secure, path: "/" } as const;
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: options.pool,
    tableName: "session",
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneSessionInterval,
    errorLog: (...args: unknown[]) => options.log(`Session store: ${args.join(" ")}`),
  });
  throttleTouches(store, options.touchEveryMs ?? Math.min(60_000, idleLifetimeMs / 60));
  // A signed-in session older than the absolute lifetime is replaced by an empty one before passport reads it:
  // the old one is deleted from the store and the request goes on signed out. A signed-in session without a
  // sign-in time (made before sign-in times were kept) cannot show its age and ends the same way.
  const endOldSessions: RequestHandler = (req, _res, next) => {
    if (req.session?.passport?.user === undefined) return next();
    const { signedInAt } = req.session;
    if (typeof signedInAt === "number" && Date.now() - signedInAt < absoluteLifetimeMs) return next();
    req.session.regenerate(next);
  };
  const chain: RequestHandler[] = [
    session({
      name: cookieName,
      store,
      secret: options.secret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { ...cookie, maxAge: idleLifetimeMs },
    }),
    endOldSessions,
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
  return {
    middleware,
    cookieName,
    clearCookie: (res) => void res.clearCookie(cookieName, cookie),
    close: () => store.close(),
  };
}
