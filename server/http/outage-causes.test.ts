import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { teamMemberBody, testimonialBody } from "@shared/test/rows";
import type { ConnectionTarget } from "../db/connection";
import { useTestApp } from "../test/harness";
import { DatabaseProxy } from "../test/proxy";

// Every way PostgreSQL can fail a connection or a statement, made for real, must be an outage (or a slow database)
// rather than a bug: public reads answer from their last good copy or 503 with Retry-After, writes answer 503, and
// the log says so in one line instead of a query's stack. The app runs on a database of its own, which the test
// may close to connections, reached through a proxy that can refuse them.
const baseUrl = process.env.TEST_DATABASE_URL;
const sideName = `${new URL(baseUrl ?? "postgres://x/test").pathname.slice(1) || "postgres"}_causes_${process.pid}`;
const sideUrl = () => Object.assign(new URL(baseUrl!), { pathname: `/${sideName}` }).href;

/** Runs `sql` on a connection of its own: to the base database, or to the app's (`side`). */
async function run(sql: string, side = false): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: side ? sideUrl() : baseUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const proxy = new DatabaseProxy();
async function sideDatabase(target: ConnectionTarget): Promise<ConnectionTarget> {
  if (!baseUrl) return proxy.route(target);
  await run(`drop database if exists ${sideName} with (force)`);
  await run(`create database ${sideName}`);
  return proxy.route({ connectionString: sideUrl() });
}
const ctx = useTestApp({}, {}, { route: sideDatabase, connectTimeoutSeconds: 1, statementTimeoutSeconds: 2 });
afterAll(async () => {
  await proxy.close();
  if (baseUrl) await run(`drop database if exists ${sideName} with (force)`);
});

/** Closes the pool's connections without an error (once those in use are back), so the next query connects anew. */
async function closePoolConnections() {
  const { pool } = ctx.database;
  await vi.waitFor(
    async () => {
      const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
      idle.forEach((client) => client.release(true));
      expect(pool.totalCount).toBe(0);
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** A transaction of its own holding the team and testimonial tables, so that every statement on them waits. */
async function lockTables(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: sideUrl() });
  await client.connect();
  await client.query("begin");
  await client.query("lock table team_members, testimonials in access exclusive mode");
  return client;
}

/**
 * Ends the connections of the app's statements waiting for that lock (57P01), until `done` settles. It first waits
 * until both statements on the locked tables wait (the testimonials' read and write), so that one outage ends both:
 * on a busy machine the second may reach the lock only after the first was ended and the app had recovered.
 */
async function terminateWaiting(done: Promise<unknown>) {
  let settled = false;
  void done.finally(() => (settled = true));
  const waiting = async () =>
    Number(
      (
        await run(
          `select count(*) as n from pg_stat_activity where datname = '${sideName}' and wait_event_type = 'Lock'`,
        )
      ).rows[0].n,
    );
  for (const started = Date.now(); !settled && Date.now() - started < 10_000 && (await waiting()) < 2;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  while (!settled) {
    await run(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = '${sideName}' and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Cause {
  name: string;
  /** "unreachable": an outage begins, logged once; "timeout": each slow request gets a warning line. */
  kind: "unreachable" | "timeout";
  /** What the log line names. */
  logged: RegExp;
  /** Brings the failure about; `requests` are then sent, and the cause may act while they wait. */
  start(): Promise<(requests: Promise<unknown>) => Promise<void>>;
  stop(): Promise<void>;
}

let held: pg.PoolClient[] = [];
let locker: pg.Client | undefined;
const unlock = async () => {
  await locker?.end();
  locker = undefined;
};
const nothing = async () => {};
/** A cause brought about by holding the tables' lock: statements wait until `during` or their timeout ends them. */
type During = Awaited<ReturnType<Cause["start"]>>;
const whileLocked = (name: string, kind: Cause["kind"], logged: RegExp, during: During = nothing): Cause => ({
  name,
  kind,
  logged,
  async start() {
    locker = await lockTables();
    return during;
  },
  stop: unlock,
});

const causes: Cause[] = [
  {
    name: "connection refused",
    kind: "unreachable",
    logged: /ECONNREFUSED/,
    async start() {
      await closePoolConnections();
      await proxy.cut();
      return nothing;
    },
    async stop() {
      await proxy.restore();
      // The change-notice listener lost its connection too: once back it clears every copy, which must happen
      // before the next test warms its own.
      await vi.waitFor(() => expect(ctx.logs).toContain("Listening for changes from other servers again"), {
        timeout: 5_000,
      });
    },
  },
  {
    name: "a database that does not allow connections (55000)",
    kind: "unreachable",
    logged: /not currently accepting connections/,
    async start() {
      await closePoolConnections();
      await run(`alter database ${sideName} allow_connections false`);
      return nothing;
    },
    stop: () => run(`alter database ${sideName} allow_connections true`).then(() => {}),
  },
  whileLocked(
    "a connection ended by the administrator (57P01)",
    "unreachable",
    // PostgreSQL sends the error and closes the socket; node-pg may see either first, and the outage is logged once
    // with whichever the first failing request reported.
    /terminating connection due to administrator command|Connection terminated unexpectedly/,
    terminateWaiting,
  ),
  ...[
    ["57P02", "terminating connection because of crash of another server process"],
    ["57P03", "the database system is starting up"],
  ].map(([code, message]): Cause => ({
    name: `a server that refuses new connections with ${code}`,
    kind: "unreachable",
    logged: new RegExp(message!),
    async start() {
      await closePoolConnections();
      proxy.refuseStartup(code!, message!);
      return nothing;
    },
    stop: () => proxy.restore(),
  })),
  whileLocked("a statement timeout", "timeout", /canceling statement due to statement timeout/),
  {
    name: "an exhausted pool",
    kind: "timeout",
    logged: /timeout exceeded when trying to connect/,
    async start() {
      const { pool } = ctx.database;
      held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
      return nothing;
    },
    async stop() {
      held.forEach((client) => client.release());
      held = [];
    },
  },
];

describe.skipIf(!baseUrl)("each cause of a database failure, on a real PostgreSQL", () => {
  it.each(causes)("$name: reads answer from their last good copy or 503, writes 503, no 500", async (cause) => {
    const admin = await ctx.signedIn();
    const visitor = ctx.anonymous();
    expect((await admin.post("/api/team").send(teamMemberBody({ name: "Ada" }))).status).toBe(201);
    expect((await visitor.get("/api/team")).status).toBe(200);
    // A later write makes the team's cached answer a last good copy; the testimonials were never read.
    expect((await admin.post("/api/settings/companyTagline").send({ value: "Stale" })).status).toBe(200);
    ctx.logs.length = 0;

    const during = await cause.start();
    try {
      const requests = Promise.all([
        visitor.get("/api/team"),
        visitor.get("/api/testimonials"),
        admin.post("/api/testimonials").send(testimonialBody()),
      ]);
      await during(requests);
      const [team, testimonials, write] = await requests;

      expect(team.status).toBe(200);
      expect(team.body).toEqual([expect.objectContaining({ name: "Ada" })]);
      for (const answer of [testimonials, write]) {
        expect(answer.status, answer.text).toBe(503);
        expect(answer.headers["retry-after"]).toBe("5");
        expect(answer.body.message).toMatch(cause.kind === "unreachable" ? /cannot be reached/ : /too long/);
      }
      expect(ctx.logs.filter((line) => /failed:|Database connection error/.test(line))).toEqual([]);
      const outageLines = ctx.logs.filter((line) => line.startsWith("Database unreachable: "));
      if (cause.kind === "unreachable") {
        expect(outageLines).toHaveLength(1);
        expect(outageLines[0]).toMatch(cause.logged);
      } else {
        expect(outageLines).toEqual([]);
        expect(ctx.logs.some((line) => cause.logged.test(line))).toBe(true);
      }
    } finally {
      await cause.stop();
    }
    await expect.poll(async () => (await visitor.get("/api/ready")).status, { timeout: 10_000 }).toBe(200);
    expect((await admin.post("/api/testimonials").send(testimonialBody())).status).toBe(201);
  });
});
