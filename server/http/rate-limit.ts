import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type Options } from "express-rate-limit";
import { foldUsername } from "@shared/username";
import type { Db } from "../db/connection";
import type { Env } from "../env";
import { rateLimitRefusals } from "../lib/metrics";
import { PostgresRateLimitStore } from "./rate-limit-store";

const message = (text: string) => ({ message: text });

/** Answers a refused request as express-rate-limit would, counting it in `rate_limit_refusals_total{limiter}`. */
const countedRefusal =
  (limiter: string): Options["handler"] =>
  (_req, res, _next, options) => {
    rateLimitRefusals.inc({ limiter });
    res.status(options.statusCode).send(options.message);
  };

// The counters live in the database (rate-limit-store.ts), shared by every server on it and kept over restarts.

/**
 * Failed logins, counted twice: per IP and username (one account guessed at), and per IP alone (a flood that
 * changes the username each time). A success does not count. Both run before the body is validated, so the
 * username is read only when it is a string: anything else a crafted body holds is left for validation to refuse.
 */
export function loginLimiter(env: Env, db: Db): RequestHandler[] {
  const common = {
    windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8",
    legacyHeaders: false,
  } as const;
  const username = (req: Request) => {
    const value: unknown = req.body?.username;
    // Folded like sign-in compares names, so every spelling of one account shares its count.
    return typeof value === "string" ? foldUsername(value).slice(0, 200) : "";
  };
  return [
    rateLimit({
      ...common,
      limit: env.LOGIN_MAX_FAILURES_PER_IP,
      identifier: "login-ip",
      store: new PostgresRateLimitStore(db, "login-ip"),
      handler: countedRefusal("login-ip"),
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ""),
      message: message(
        `Too many failed sign-in attempts from your network. Try again in ${env.LOGIN_WINDOW_MINUTES} minutes or ask an administrator.`,
      ),
    }),
    rateLimit({
      ...common,
      limit: env.LOGIN_MAX_FAILURES,
      identifier: "login-user",
      store: new PostgresRateLimitStore(db, "login-user"),
      handler: countedRefusal("login-user"),
      keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? "")}|${username(req)}`,
      message: message(
        `Too many failed sign-in attempts. Try again in ${env.LOGIN_WINDOW_MINUTES} minutes or ask an administrator.`,
      ),
    }),
  ];
}

/**
 * Passkey sign-in options handed out per IP and minute: each stores a challenge in the database, so an endless
 * stream of them is refused. Far above what a person retrying a cancelled prompt needs.
 */
export function passkeyOptionsLimiter(db: Db) {
  return rateLimit({
    store: new PostgresRateLimitStore(db, "passkey-options"),
    handler: countedRefusal("passkey-options"),
    windowMs: 60_000,
    limit: 60,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    identifier: "passkey-options",
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ""),
    message: message("Too many passkey requests from your network. Try again in a minute."),
  });
}

/** Public inquiry submissions per IP. */
export function inquiryLimiter(env: Env, db: Db) {
  return rateLimit({
    store: new PostgresRateLimitStore(db, "inquiry"),
    handler: countedRefusal("inquiry"),
    windowMs: 60 * 60_000,
    limit: env.INQUIRY_MAX_PER_HOUR,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: message("Too many inquiries from this address. Please try again in an hour."),
  });
}

/**
 * Wrong current passwords when an administrator changes theirs, per signed-in user: a session left open on someone
 * else's screen must not become a way to guess the password behind it. Successes do not count.
 */
export function passwordChangeLimiter(env: Env, db: Db) {
  return rateLimit({
    store: new PostgresRateLimitStore(db, "password-change"),
    handler: countedRefusal("password-change"),
    windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    limit: env.LOGIN_MAX_FAILURES,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    identifier: "password-change",
    keyGenerator: (req) => `user:${req.user?.id ?? ""}`,
    message: message(`Too many wrong passwords. Try again in ${env.LOGIN_WINDOW_MINUTES} minutes.`),
  });
}

/**
 * Test e-mails per signed-in administrator: each one goes through the site's mail server to any address typed, so
 * a session left open cannot be used to send mail in bulk. Far above what checking the mail server needs.
 */
export function testEmailLimiter(db: Db) {
  return rateLimit({
    store: new PostgresRateLimitStore(db, "test-email"),
    handler: countedRefusal("test-email"),
    windowMs: 60 * 60_000,
    limit: 20,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    identifier: "test-email",
    keyGenerator: (req) => `user:${req.user?.id ?? ""}`,
    message: message("Too many test e-mails. Try again in an hour."),
  });
}
