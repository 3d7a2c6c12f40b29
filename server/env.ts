import path from "node:path";
import { z } from "zod";
import type { SiteTextDefaults } from "@shared/site-text-kinds";
import { effectiveTimeZone } from "@shared/time-zone";
import { parseSchedule } from "./backup/schedule";
import { LOG_LEVELS } from "./lib/logger";
import { parseSessionSecrets } from "./lib/session-secret";
import { parseTrustProxy, tooBroad, unreadableEntries, type TrustProxy } from "./lib/trust-proxy";
import { loadSiteTextDefaults } from "./site-defaults";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
// An on/off setting: true/1/yes or false/0/no (unset or empty: off); anything else is a mistake worth naming.
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .refine((v) => !v || /^(true|1|yes|false|0|no)$/.test(v), { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");
// The same, but on while unset or empty: only off/false/0/no turns it off.
const onUnlessOff = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .refine((v) => !v || /^(on|true|1|yes|off|false|0|no)$/.test(v), { message: "must be on or off" })
  .transform((v) => !v || /^(on|true|1|yes)$/.test(v));

/**
 * What each variable means, for whoever runs the site: `description` (Markdown, links relative to
 * docs/operations/), the section of the configuration page it belongs in (`group`), and, where the schema has no
 * default of its own, what an unset variable means (`unset`). `npm run docs:api` renders them into
 * docs/operations/configuration.md. Metadata is read back from the outermost schema, so `.meta()` comes last.
 */
const about = (group: string, description: string, unset?: string) => ({
  group,
  description,
  ...(unset ? { unset } : {}),
});

export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development")
    .meta(
      about(
        "server",
        "`development`, `production` or `test`. `production` requires `SESSION_SECRET` and `PUBLIC_SITE_URL`, names " +
          "the session cookie `__Host-sid` and marks it `Secure`, and asks for a setup token before the first " +
          "administrator is created at `/auth`.",
      ),
    ),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000).meta(about("server", "HTTP port for site and API.")),
  // Unset: every interface in production, only this machine under the development server (see loadEnv).
  HOST: optional.meta(about("server", "Interface to listen on.", "`0.0.0.0` (`npm run dev`: `127.0.0.1`)")),
  DATABASE_URL: optional.meta(
    about(
      "database",
      "PostgreSQL connection string (most providers need `?sslmode=require`). Unset or empty: the " +
        "[embedded database](embedded-database.md).",
    ),
  ),
  DATA_DIR: z
    .string()
    .default("./data")
    .meta(
      about(
        "database",
        "The embedded database (`pg`, its lock `pg.lock`, its socket folder `pg.socket`), the development session " +
          "secret, the production `setup-token`, and backups by default.",
      ),
    ),
  UPLOAD_DIR: z
    .string()
    .default("./uploads")
    .meta(about("database", "Uploaded images, served at `/uploads/...` (unless `S3_BUCKET` is set).")),
  CLIENT_DIST_DIR: z.string().default("./dist/public").meta(about("server", "The built website the server serves.")),
  PUBLIC_SITE_URL: optional
    .pipe(
      z
        .url({ protocol: /^https?$/, message: "must be an http(s) address such as https://www.example.com" })
        .transform((url) => url.replace(/\/+$/, ""))
        .optional(),
    )
    .meta(
      about(
        "server",
        "The site's public address (e.g. `https://www.example.com`): canonical links, Open Graph tags, structured " +
          "data, `robots.txt`, `sitemap.xml`, and the relying party ID and origin of passkeys. Required in " +
          "production; unset elsewhere: the address each request came to (visitors' pages are then kept in memory " +
          "for at most 8 such addresses a day, the first asked for; others are rendered for each request).",
      ),
    ),
  SESSION_SECRET: optional.meta(
    about(
      "sessions",
      "Signs the session cookie. Required in production, at least 32 characters; in development generated once " +
        "into `DATA_DIR/session-secret`. To rotate, list several separated by commas: the first signs new cookies, " +
        "all verify existing ones (`new-secret,old-secret`).",
      "generated in development",
    ),
  ),
  TRUST_PROXY: optional.meta(
    about(
      "server",
      "Express `trust proxy` behind a TLS proxy: a hop count (`1`), `loopback` (`linklocal`, `uniquelocal`), or " +
        "the proxy's addresses and subnets (`10.0.0.0/8, 127.0.0.1`). Needed for `Secure` cookies and per-IP " +
        "limits; production warns when it is unset. Production refuses `true` and anything reaching beyond this " +
        "machine and private networks: it accepts hop counts up to 5, single addresses, and subnets inside " +
        "loopback, link-local and private ranges. Development only warns. An unreadable value stops start-up.",
    ),
  ),
  ADMIN_USERNAME: optional.meta(
    about(
      "sessions",
      "With `ADMIN_PASSWORD` (both or neither): creates this administrator at start-up while the database has no " +
        "administrator at all; ignored once one exists.",
    ),
  ),
  ADMIN_PASSWORD: optional.meta(about("sessions", "The password of `ADMIN_USERNAME`; both or neither.")),
  ADMIN_EMAIL: optional.meta(about("sessions", "E-mail stored with that administrator.")),
  SMTP_URL: optional.meta(
    about(
      "email",
      "SMTP server for inquiry responses, the e-mails about new inquiries (to Site Settings' \"Send new inquiries " +
        "to\") and Site Settings' test e-mail, e.g. `smtps://user:pass@smtp.example.com:465`. Without it the Respond " +
        "dialog says replies cannot be e-mailed (a reply is saved, reported as not e-mailed, and the inquiry keeps " +
        "its status), and the e-mails about new inquiries wait in the database (logged once) and go out after a " +
        "restart with it set.",
    ),
  ),
  MAIL_FROM: z
    .string()
    .default("Accessibility Services <no-reply@example.com>")
    .meta(
      about(
        "email",
        "Sender of inquiry responses (their Reply-To is the administrator's own e-mail, if set) and of the e-mails " +
          "about new inquiries.",
      ),
    ),
  LOGIN_MAX_FAILURES: positiveInt(10).meta(
    about(
      "sessions",
      "Failed sign-ins allowed per IP and username per `LOGIN_WINDOW_MINUTES` before 429; the same number of " +
        "wrong current passwords on the Account screen.",
    ),
  ),
  LOGIN_WINDOW_MINUTES: positiveInt(15).meta(about("sessions", "The window the sign-in limits count failures in.")),
  INQUIRY_MAX_PER_HOUR: positiveInt(10).meta(
    about("sessions", "Public inquiries (the Contact page's quote form) accepted per IP per hour."),
  ),
  INQUIRY_CHALLENGE: onUnlessOff.meta(
    about(
      "sessions",
      "`off` lets the quote form send inquiries without the invisible proof of work its page solves in the " +
        'background (`GET /api/inquiries/challenge` then answers `{ "disabled": true }`). On, an inquiry without ' +
        "a valid, unexpired, unused solution is refused (400) and counted in `inquiry_challenge_failed_total`.",
      "`on`",
    ),
  ),
  INQUIRY_CHALLENGE_KEY: optional
    .pipe(z.string().min(32, { message: "must be at least 32 characters" }).optional())
    .meta(
      about(
        "sessions",
        "Signs the quote form's proof-of-work challenges; at least 32 characters. Give every server of a site the " +
          "same one.",
        "derived from `SESSION_SECRET`",
      ),
    ),
  KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(65).meta(
    about(
      "server",
      "How long an idle keep-alive connection stays open; keep it above your load balancer's idle timeout " +
        "(often 60 s). Request headers may take one second more.",
    ),
  ),
  REQUEST_TIMEOUT_SECONDS: positiveInt(300).meta(
    about(
      "server",
      "Longest time one request may take, upload included. Must be longer than `KEEP_ALIVE_TIMEOUT_SECONDS`.",
    ),
  ),
  VITE_DEV: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true")
    .meta(about("server", "Set by `npm run dev`: Vite middleware with hot reload on the same port.")),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50).meta(
    about("sessions", "Failed sign-ins allowed per IP, whatever the usernames, per window."),
  ),
  PASSWORD_HASH_CONCURRENCY: positiveInt(1).meta(
    about(
      "sessions",
      "Password hashes (scrypt, 32 MiB and a CPU core each) run at once. Raise it on a machine with cores and " +
        "memory to spare.",
    ),
  ),
  PASSWORD_HASH_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .default(4)
    .meta(
      about(
        "sessions",
        "How many more password hashes may wait. Beyond that, sign-ins and account creations get 503 with " +
          "`Retry-After` at once.",
      ),
    ),
  PASSWORD_HASH_MAX_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(250)
    .meta(
      about("sessions", "The longest a password hash may expect to wait; beyond it, 503 with `Retry-After` at once."),
    ),
  SESSION_IDLE_HOURS: positiveInt(7 * 24).meta(about("sessions", "A session unused this long ends.")),
  SESSION_ABSOLUTE_DAYS: positiveInt(7).meta(
    about("sessions", "A session ends this long after sign-in, however active."),
  ),
  DATABASE_CONNECT_TIMEOUT_SECONDS: positiveInt(10).meta(
    about(
      "database",
      "Longest wait for a new database connection. At start-up an unreachable database stops the server with one " +
        "line naming host, port and database; later, requests answer 503 after this long instead of hanging.",
    ),
  ),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: positiveInt(30).meta(
    about(
      "database",
      "PostgreSQL cancels a statement running longer (the request answers 503); the driver gives up 5 s later. " +
        "Migrations are not limited. The embedded database ignores it.",
    ),
  ),
  SMTP_TIMEOUT_SECONDS: positiveInt(10).meta(
    about(
      "email",
      "Longest wait for the SMTP server to connect, greet, or answer each step; then the response is saved, not " +
        "e-mailed, and the inquiry keeps its status. Timeouts set in `SMTP_URL` itself win.",
    ),
  ),
  HSTS_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(365 * 24 * 60 * 60)
    .meta(about("server", "`max-age` of `Strict-Transport-Security` (one year); `0` tells browsers to forget it.")),
  HSTS_INCLUDE_SUBDOMAINS: flag.meta(
    about("server", "`true` adds `includeSubDomains`; only when every subdomain serves HTTPS.", "`false`"),
  ),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .min(0)
    .default(10)
    .meta(
      about(
        "server",
        "On SIGTERM/SIGINT, how long requests in progress may take before their connections are cut " +
          "([deployment](deployment.md)).",
      ),
    ),
  ACTIVITY_RETENTION_DAYS: positiveInt(365)
    .pipe(z.number().max(100_000))
    .meta(
      about("sessions", "Days an activity log entry is kept; older entries are deleted at start-up and every hour."),
    ),
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => v || "info")
    .pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }))
    .meta(
      about(
        "logs",
        `${LOG_LEVELS.slice(0, -1)
          .map((level) => `\`${level}\``)
          .join(", ")} or \`${LOG_LEVELS.at(-1)}\`. ` + "`warn` leaves out the line per request.",
        "`info`",
      ),
    ),
  // GET /metrics answers only requests bearing this token; unset, the address does not exist.
  METRICS_TOKEN: optional
    .pipe(z.string().min(16, { message: "must be at least 16 characters" }).optional())
    .meta(
      about(
        "logs",
        "Turns on `GET /metrics` for `Authorization: Bearer <token>`; at least 16 characters. Unset: `/metrics` " +
          "answers 404.",
      ),
    ),
  // Backups the server makes by itself (backup/schedule.ts), where archives go, and how many are kept.
  BACKUP_SCHEDULE: optional
    .pipe(
      z
        .string()
        .transform((text, ctx) => {
          const parsed = parseSchedule(text);
          if ("error" in parsed) {
            ctx.addIssue({ code: "custom", message: parsed.error });
            return z.NEVER;
          }
          return parsed;
        })
        .optional(),
    )
    .meta(
      about(
        "backups",
        "`hourly :MM`, `daily HH:MM` or `weekly DAY HH:MM` (`mon`…`sun`), in the server's time zone (`TZ`). Give " +
          "every server of a site the same value and `TZ`. Set, it wins over the automatic backups chosen on the " +
          "Backups screen.",
        "unset (the Backups screen's choice, else off)",
      ),
    ),
  BACKUP_DIR: optional.meta(
    about(
      "backups",
      "Where backups are kept. Unset with `S3_BUCKET` set: the bucket, under `backups/` (unless `S3_PUBLIC_URL` is " +
        "set: then `DATA_DIR/backups`, with a warning).",
      "`DATA_DIR/backups`",
    ),
  ),
  // Unset: the number chosen on the Backups screen, else 14 (backup/backups.ts).
  BACKUP_KEEP: optional
    .pipe(z.string().regex(/^\d+$/, { message: "must be a whole number" }).optional())
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().positive().max(10_000).optional())
    .meta(
      about(
        "backups",
        "How many `backup-….tar.gz` archives to keep after each backup the server makes. Set, it wins over the " +
          "number chosen on the Backups screen.",
        "the Backups screen's, else `14`",
      ),
    ),
  // Uploads in an S3-compatible bucket instead of UPLOAD_DIR (see storage/index.ts).
  S3_BUCKET: optional.meta(about("s3", "Keep uploads in this bucket instead of `UPLOAD_DIR`.")),
  S3_ENDPOINT: optional
    .pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) address" }).optional())
    .meta(about("s3", "Address of an S3-compatible service, e.g. `http://127.0.0.1:9000` (MinIO).", "unset (AWS)")),
  S3_REGION: optional.meta(about("s3", "The bucket's region; for R2 `auto`.", "`us-east-1`")),
  S3_ACCESS_KEY_ID: optional.meta(
    about(
      "s3",
      "With `S3_SECRET_ACCESS_KEY` (both or neither). Neither: the AWS SDK's own lookup " +
        "(`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, `~/.aws`, an instance or task role).",
    ),
  ),
  S3_SECRET_ACCESS_KEY: optional.meta(about("s3", "The secret of `S3_ACCESS_KEY_ID`; both or neither.")),
  S3_FORCE_PATH_STYLE: flag.meta(
    about(
      "s3",
      "`true` addresses objects as `endpoint/bucket/name`; MinIO and most self-hosted services need it.",
      "`false`",
    ),
  ),
  S3_PUBLIC_URL: optional
    .pipe(
      z
        .url({ protocol: /^https$/, message: "must be an https address such as https://cdn.example.com/uploads" })
        .transform((url) => url.replace(/\/+$/, ""))
        .optional(),
    )
    .meta(
      about(
        "s3",
        "An `https://` address serving the bucket's files directly (public bucket or CDN): `/uploads/<name>` of a " +
          "raster image then redirects there (302). SVGs are always streamed through the server.",
      ),
    ),
});

export type Env = Omit<z.infer<typeof envSchema>, "HOST"> & {
  HOST: string;
  /** TRUST_PROXY as Express's `trust proxy` takes it; undefined when unset. */
  trustProxy: TrustProxy | undefined;
  /** The site's texts and addresses while Site Settings stores none (site-defaults.ts). */
  siteTextDefaults: SiteTextDefaults;
  /** The site's time zone while Site Settings stores none: the zone TZ names, else UTC. */
  siteTimeZone: string;
};

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
  // Without it robots.txt, canonical links, Open Graph and structured data name whatever host a request claimed,
  // and robots.txt is cached publicly: one forged Host header would be served to everyone for an hour.
  if (env.NODE_ENV === "production" && !env.PUBLIC_SITE_URL) {
    throw new Error(
      "PUBLIC_SITE_URL is required when NODE_ENV=production: the site's public address, e.g. https://www.example.com " +
        "(robots.txt, canonical links and social previews name it instead of the request's Host header).",
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
  const trustProxy = env.TRUST_PROXY === undefined ? undefined : parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy !== undefined) checkTrustProxy(trustProxy, env.NODE_ENV === "production");
  checkS3(env);
  const siteTextDefaults = loadSiteTextDefaults(source);
  return {
    ...env,
    trustProxy,
    siteTextDefaults,
    siteTimeZone: effectiveTimeZone(source.TZ?.replace(/^:/, "")),
    // The development server (Vite middleware) can serve source files, so it stays off the network by default.
    HOST: env.HOST ?? (env.VITE_DEV ? "127.0.0.1" : "0.0.0.0"),
    DATA_DIR: path.resolve(env.DATA_DIR),
    UPLOAD_DIR: path.resolve(env.UPLOAD_DIR),
    CLIENT_DIST_DIR: path.resolve(env.CLIENT_DIST_DIR),
    BACKUP_DIR: env.BACKUP_DIR === undefined ? undefined : path.resolve(env.BACKUP_DIR),
  };
}

/**
 * The S3 settings mean something only with a bucket, and the two halves of a key only together: without both,
 * the AWS SDK finds credentials itself (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, ~/.aws, an instance role).
 */
function checkS3(env: z.infer<typeof envSchema>) {
  if (!env.S3_BUCKET) {
    const stray = (
      ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const
    ).filter((name) => env[name]);
    if (stray.length)
      throw new Error(`${stray.join(", ")} ${stray.length > 1 ? "are" : "is"} set but S3_BUCKET is not.`);
    return;
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds credentials itself).",
    );
  }
}

/**
 * TRUST_PROXY decides whose X-Forwarded-For / -Proto / -Host the server believes, and so the client address every
 * rate limit counts. A hop count, or a comma-separated list of Express's names (loopback, linklocal, uniquelocal),
 * addresses and subnets (10.0.0.0/8, 10.0.0.0/255.0.0.0, fd00::/8); a typo would otherwise only show as requests that
 * seem to come from the proxy. Production refuses what lets a client outside the private network pick its own
 * address and escape every limit: `true`, a subnet reaching the internet, a large hop count. Development warns.
 */
function checkTrustProxy(setting: TrustProxy, production: boolean) {
  const wrong = unreadableEntries(setting);
  if (wrong.length) {
    throw new Error(
      `TRUST_PROXY: ${wrong.map((entry) => JSON.stringify(entry)).join(", ")} ${wrong.length > 1 ? "are" : "is"} ` +
        "not a hop count, loopback, " +
        "linklocal, uniquelocal, an IP address or a subnet (e.g. 1, loopback, 10.0.0.0/8, 127.0.0.1).",
    );
  }
  const broad = tooBroad(setting);
  if (broad && production) throw new Error(`${broad}, ${TOO_BROAD}; it is refused in production. ${NAME_THE_PROXY}`);
}

const TOO_BROAD = "so any client can pick its own address and escape the rate limits";
const NAME_THE_PROXY =
  "Name the proxy instead: a hop count (1), loopback, uniquelocal, or its addresses or private subnets " +
  "(e.g. 10.0.0.0/8, 127.0.0.1).";

/** Settings that start fine but are likely wrong; the server logs each at start-up. */
export function configurationWarnings(env: Env): string[] {
  const warnings: string[] = [];
  // Production refuses these at start-up (see checkTrustProxy); development only says so.
  const broad = env.trustProxy === undefined ? undefined : tooBroad(env.trustProxy);
  if (broad) warnings.push(`${broad}, ${TOO_BROAD}; production refuses it. ${NAME_THE_PROXY}`);
  if (env.NODE_ENV === "production" && env.trustProxy === undefined) {
    warnings.push(
      "TRUST_PROXY is not set. Behind a TLS proxy or load balancer the server then sees plain HTTP: browsers never " +
        "get the Secure session cookie (sign-in seems to fail) and every visitor shares the proxy's rate limits. " +
        "Set TRUST_PROXY to the proxy's hop count (1), loopback, or its addresses.",
    );
  }
  if (env.S3_BUCKET && env.S3_PUBLIC_URL && !env.BACKUP_DIR) {
    warnings.push(
      "S3_PUBLIC_URL says the bucket's files can be fetched by anyone, so backups (which hold password hashes) are " +
        "not kept in it but in DATA_DIR/backups on this server. Set BACKUP_DIR to choose the folder, and with " +
        "several servers point it at storage they share.",
    );
  }
  return warnings;
}
