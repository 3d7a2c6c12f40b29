import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { recordBackupSuccess } from "../lib/metrics";
import { useTestApp } from "../test/harness";

const TOKEN = "metrics-token-0123456789";
const ctx = useTestApp({ METRICS_TOKEN: TOKEN, LOGIN_MAX_FAILURES: "2" });

const scrape = async () => {
  const res = await request(ctx.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return res.text;
};

/** The value of one series in a scrape, 0 when absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN, refuses a missing or wrong token, and answers the right one", async () => {
    const without = ctx.restart({ env: loadEnv({ NODE_ENV: "test", DATA_DIR: ctx.env.DATA_DIR }) });
    expect((await request(without).get("/metrics").set("Authorization", `Bearer ${TOKEN}`)).status).toBe(404);

    expect((await request(ctx.app).get("/metrics")).status).toBe(401);
    const wrong = await request(ctx.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain("http_request_duration_seconds");

    const res = await request(ctx.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      "process_cpu_seconds_total",
      "nodejs_heap_size_used_bytes",
      "db_pool_connections_total",
      "db_pool_connections_idle",
      "db_pool_waiting_queries",
      "read_cache_hits_total",
      "read_cache_misses_total",
      "database_outages_total",
      "database_unavailable_responses_total",
      "auth_failed_sign_ins_total",
      "rate_limit_refusals_total",
    ]) {
      expect(res.text).toContain(`# TYPE ${name} `);
    }
  });

  it("labels request durations with the route pattern, never the raw path, and the status class", async () => {
    await request(ctx.app).get("/api/pages/slug/some-slug");
    await request(ctx.app).get("/api/nothing-here/at-all");
    await request(ctx.app).get("/api/team");
    await request(ctx.app).get("/api/team"); // from memory, before Express
    const text = await scrape();
    expect(text).not.toContain("some-slug");
    expect(text).not.toContain("nothing-here");
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/pages\/slug\/:slug",status_class="4xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status_class="4xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/team",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="memory:team",status_class="2xx"\} [1-9]/,
    );
  });

  it("counts read cache hits and misses", async () => {
    const before = await scrape();
    await request(ctx.app).get("/api/faq"); // loaded: a miss
    await request(ctx.app).get("/api/faq"); // from memory: a hit
    await request(ctx.app).get("/api/faq");
    const after = await scrape();
    expect(valueOf(after, "read_cache_misses_total")).toBeGreaterThanOrEqual(
      valueOf(before, "read_cache_misses_total") + 1,
    );
    expect(valueOf(after, "read_cache_hits_total")).toBeGreaterThanOrEqual(
      valueOf(before, "read_cache_hits_total") + 2,
    );
  });

  it("counts failed sign-ins and rate-limit refusals", async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      await request(ctx.app).post("/api/auth/login").send({ username: "nobody", password: "wrong password" });
    }
    const after = await scrape();
    expect(valueOf(after, "auth_failed_sign_ins_total")).toBe(valueOf(before, "auth_failed_sign_ins_total") + 2);
    const refused = 'rate_limit_refusals_total{limiter="login-user"}';
    expect(valueOf(after, refused)).toBe(valueOf(before, refused) + 1);
  });

  it("reports the newest successful backup once one is recorded", async () => {
    expect(await scrape()).not.toContain("backup_last_success_timestamp_seconds");
    recordBackupSuccess(new Date("2026-01-02T03:04:05Z"));
    expect(valueOf(await scrape(), "backup_last_success_timestamp_seconds")).toBe(
      Date.parse("2026-01-02T03:04:05Z") / 1000,
    );
  });

  it("tells the time of the newest backup once an administrator has made one", async () => {
    const admin = await ctx.signedIn();
    const before = Date.now() / 1000;
    expect((await admin.post("/api/backups")).status).toBe(201);
    const stamp = Number(/^backup_last_success_timestamp_seconds (\S+)$/m.exec(await scrape())?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(Math.floor(before));
    expect(stamp).toBeLessThanOrEqual(Date.now() / 1000);
  }, 60_000);
});
