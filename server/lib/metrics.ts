import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (prom-client), served at GET /metrics (http/metrics.ts). One registry for the
 * process: counters are module singletons that the modules which see the events increment.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route pattern (never the raw path) and status class",
  labelNames: ["method", "route", "status_class"] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const readCacheHits = new Counter({
  name: "read_cache_hits_total",
  help: "Public reads answered from the in-memory cache",
  registers: [registry],
});

export const readCacheMisses = new Counter({
  name: "read_cache_misses_total",
  help: "Public reads that had to load from the database (or wait for a load under way)",
  registers: [registry],
});

export const databaseOutages = new Counter({
  name: "database_outages_total",
  help: "Times the database became unreachable",
  registers: [registry],
});

export const databaseUnavailableAnswers = new Counter({
  name: "database_unavailable_responses_total",
  help: "Requests answered 503 because the database could not be reached or was too slow",
  registers: [registry],
});

export const failedSignIns = new Counter({
  name: "auth_failed_sign_ins_total",
  help: "Sign-ins refused for a wrong username or password, or a passkey that did not pass",
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused by a rate limit (429), by limit",
  labelNames: ["limiter"] as const,
  registers: [registry],
});

export const backupFailures = new Counter({
  name: "backup_failures_total",
  help: "Backups the server set out to make that failed, by what set them off (schedule or manual)",
  labelNames: ["trigger"] as const,
  registers: [registry],
});

const backupLastSuccess = new Gauge({
  name: "backup_last_success_timestamp_seconds",
  help: "Unix time of the newest successful backup",
  registers: [],
});

/**
 * Called by the backup job after each successful backup. Until the first call the metric is absent from the scrape
 * (rather than a 0 that reads as 1970), so an alert can use `absent(...)` as well as the age.
 */
export function recordBackupSuccess(date: Date = new Date()) {
  backupLastSuccess.set(date.getTime() / 1000);
  if (!registry.getSingleMetric("backup_last_success_timestamp_seconds")) registry.registerMetric(backupLastSuccess);
}

/** What a `pg` Pool counts; read on each scrape. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<PoolCounts>();
const poolGauge = (name: string, help: string, count: (pool: PoolCounts) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const pool of pools) sum += count(pool);
      this.set(sum);
    },
  });
poolGauge("db_pool_connections_total", "Connections the database pool holds", (pool) => pool.totalCount);
poolGauge("db_pool_connections_idle", "Connections of the pool waiting for a query", (pool) => pool.idleCount);
poolGauge("db_pool_waiting_queries", "Queries waiting for a connection of the pool", (pool) => pool.waitingCount);

/** Counts `pool` in the pool gauges until the returned function is called. */
export function watchPool(pool: PoolCounts): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}

export const inquiryNotificationsSent = new Counter({
  name: "inquiry_notifications_sent_total",
  help: "New-inquiry e-mails to the team that the mail server accepted",
  registers: [registry],
});

export const inquiryNotificationsFailed = new Counter({
  name: "inquiry_notifications_failed_total",
  help: "Attempts to send a new-inquiry e-mail that failed (each is tried again later)",
  registers: [registry],
});

export const inquiryChallengeFailures = new Counter({
  name: "inquiry_challenge_failed_total",
  help:
    "Inquiries refused for their proof of work, by reason: missing, malformed, invalid (wrong number or signature), " +
    "expired or reused",
  labelNames: ["reason"] as const,
  registers: [registry],
});
