import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Env } from "../env";

const message = (text: string) => ({ message: text });

/** Failed logins per IP and username; a success does not count. */
export function loginLimiter(env: Env) {
  return rateLimit({
    windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    limit: env.LOGIN_MAX_FAILURES,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (req) =>
      `${ipKeyGenerator(req.ip ?? "")}|${String(req.body?.username ?? "").toLowerCase().slice(0, 200)}`,
    message: message(
      `Too many failed sign-in attempts. Try again in ${env.LOGIN_WINDOW_MINUTES} minutes or ask an administrator.`,
    ),
  });
}

/** Public inquiry submissions per IP. */
export function inquiryLimiter(env: Env) {
  return rateLimit({
    windowMs: 60 * 60_000,
    limit: env.INQUIRY_MAX_PER_HOUR,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: message("Too many inquiries from this address. Please try again in an hour."),
  });
}
