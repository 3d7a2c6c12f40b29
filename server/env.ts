import path from "node:path";
import { z } from "zod";
import { parseSessionSecrets } from "./lib/session-secret";

const optional = z.string().trim().optional().transform((v) => (v ? v : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default("./data"),
  UPLOAD_DIR: z.string().default("./uploads"),
  CLIENT_DIST_DIR: z.string().default("./dist/public"),
  PUBLIC_SITE_URL: optional.pipe(
    z
      .url({ protocol: /^https?$/, message: "must be an http(s) address such as https://www.example.com" })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  ),
  SESSION_SECRET: optional,
  TRUST_PROXY: optional,
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_EMAIL: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Accessibility Services <no-reply@example.com>"),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  INQUIRY_MAX_PER_HOUR: positiveInt(10),
  KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(65),
  REQUEST_TIMEOUT_SECONDS: positiveInt(300),
  VITE_DEV: z.string().optional().transform((v) => v === "1" || v === "true"),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  PASSWORD_HASH_CONCURRENCY: positiveInt(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(4),
  SESSION_IDLE_HOURS: positiveInt(7 * 24),
  SESSION_ABSOLUTE_DAYS: positiveInt(7),
  DATABASE_CONNECT_TIMEOUT_SECONDS: positiveInt(10),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: positiveInt(30),
  SMTP_TIMEOUT_SECONDS: positiveInt(10),
});

export type Env = z.infer<typeof envSchema>;

const MIN_SESSION_SECRET_LENGTH = 32;

/** Reads and checks the environment once; a bad value stops start-up with a message that names it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    throw new Error("SESSION_SECRET is required when NODE_ENV=production (use a long random string).");
  }
  // Only the first secret signs; older ones listed after it for rotation may be shorter, so that a short secret
  // from before can be replaced without signing everyone out.
  const signingSecret = parseSessionSecrets(env.SESSION_SECRET)[0];
  if (env.NODE_ENV === "production" && (signingSecret ?? "").length < MIN_SESSION_SECRET_LENGTH) {
    throw new Error(
      `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters when NODE_ENV=production (its first entry, when it lists several); use a long random string such as the output of \`openssl rand -hex 32\`.`,
    );
  }
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error("Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.");
  }
  // Request headers may take one second longer than an idle keep-alive connection lives (see http/server.ts),
  // and the whole request at least as long as its headers.
  if (env.REQUEST_TIMEOUT_SECONDS <= env.KEEP_ALIVE_TIMEOUT_SECONDS) {
    throw new Error("REQUEST_TIMEOUT_SECONDS must be longer than KEEP_ALIVE_TIMEOUT_SECONDS.");
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    UPLOAD_DIR: path.resolve(env.UPLOAD_DIR),
    CLIENT_DIST_DIR: path.resolve(env.CLIENT_DIST_DIR),
  };
}
