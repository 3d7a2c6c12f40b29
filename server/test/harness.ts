import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import * as schema from "@shared/tables";
import { users } from "@shared/tables";
import { createApp, type App, type AppOptions } from "../app";
import { openDatabase, type Database, type DatabaseOptions } from "../db/connection";
import { loadEnv, type Env } from "../env";
import type { Mail, Mailer } from "../lib/mailer";
import { hashPassword, useHashParamsForTests } from "../lib/password";
import { LocalStorage, type UploadStorage } from "../storage";
import { defaultBackend, startFakeS3, type FakeS3, type StorageBackend } from "./s3";

export const PASSWORD = "correct horse battery";

/**
 * The app in these tests hashes with 1 MiB scrypt parameters instead of the real 32 MiB ones (server/lib/password.ts),
 * which cost a third of a second of a core each: the suites sign in hundreds of times. The code path is the same.
 * A test of the real parameters calls useHashParamsForTests(PARAMS) itself.
 */
export const TEST_HASH_PARAMS = { N: 2 ** 10, r: 8, p: 1 };
useHashParamsForTests(TEST_HASH_PARAMS);

let passwordHash: Promise<string> | undefined;
// Test users share one hash, made once per test file with the current parameters, so that no sign-in makes it again
// (see needsRehash).
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));

/** A mailer that records what it would send, or fails, like a real SMTP server might. */
export class RecordingMailer implements Mailer {
  sent: Mail[] = [];
  constructor(
    public configured: boolean,
    public failWith?: string,
  ) {}
  async send(mail: Mail) {
    if (!this.configured) throw new Error("not configured");
    if (this.failWith) throw new Error(this.failWith);
    this.sent.push(mail);
  }
}

export interface TestContext {
  database: Database;
  env: Env;
  app: App["handle"];
  mailer: RecordingMailer;
  uploadDir: string;
  /** Where the app keeps uploads: a LocalStorage on `uploadDir`, or a bucket of an in-process S3 server. */
  storage: UploadStorage;
  /** The names of every stored upload file, sorted. */
  storedNames(): Promise<string[]>;
  logs: string[];
  /** The Express application of the first app (`app`), whose routes tests can walk. */
  express(): App["app"];
  /** Resolves once every activity entry the apps are still writing (a sign-in's, say) is in the database. */
  activityWritten(): Promise<void>;
  /** The read cache of the first app (`app`). */
  cache(): App["cache"];
  /** The scheduled-publishing job of an app: the first (`app`) by default, -1 the one built last. */
  pageSchedule(index?: number): App["pageSchedule"];
  /** Builds another app on the same database (a server restart, as far as sessions are concerned), optionally
   * with other options (a rotated session secret, another env). */
  restart(options?: Partial<AppOptions>): App["handle"];
  /** As `restart`, resolved once the new app listens for other servers' change notices (PostgreSQL). */
  restartListening(options?: Partial<AppOptions>): Promise<App["handle"]>;
  anonymous(): request.Agent;
  /**
   * An agent signed in as a new user; admin unless told otherwise (then a session from before it was demoted). It
   * calls `app`, or `server` when given (an HTTP server already listening that hands its requests to `app`).
   */
  signedIn(options?: { isAdmin?: boolean; username?: string; server?: http.Server }): Promise<request.Agent>;
}

// Every table of the schema, so a new table is emptied between tests without a second edit, in an order that
// deletes the rows that refer to others before the rows they refer to.
const TABLES = deleteOrder(Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[]);

function deleteOrder(tables: PgTable[]): string[] {
  const order: string[] = [];
  const seen = new Set<PgTable>();
  // Depth first: the tables that refer to a table are listed before it.
  const visit = (table: PgTable) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const other of tables) {
      const refersToIt = getTableConfig(other).foreignKeys.some((fk) => fk.reference().foreignTable === table);
      if (other !== table && refersToIt) visit(other);
    }
    order.push(getTableName(table));
  };
  tables.forEach(visit);
  return order;
}

/**
 * Empties every table between tests, and starts every id sequence again at its start. DELETE, not TRUNCATE: on a
 * PostgreSQL server a TRUNCATE of every table makes new files for each and waits for them on disk, about a third of
 * a second per test, while deleting a test's few rows costs a millisecond. A write the previous test left running
 * (an activity entry or a session saved after its answer was sent) can take its locks in the other order and make
 * PostgreSQL pick this as a deadlock's victim; it is then simply run again once that write is done.
 */
async function emptyTables(db: Database["db"]): Promise<void> {
  const statement = sql.raw(
    [
      ...TABLES.map((t) => `DELETE FROM "${t}";`),
      "SELECT setval(seqrelid::regclass, seqstart, false) FROM pg_sequence",
      "WHERE seqrelid::regclass::text NOT LIKE 'drizzle.%';",
    ].join("\n"),
  );
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(statement);
      return;
    } catch (error) {
      const { code, cause } = error as { code?: string; cause?: { code?: string } };
      if ((code ?? cause?.code) !== "40P01" || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * TEST_DATABASE_URL, with commits that return before PostgreSQL has flushed them to disk: a test's rows need not
 * survive a power cut, and each commit then costs a fraction of a millisecond instead of a wait for the disk.
 */
function testDatabaseUrl(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.searchParams.set("options", "-c synchronous_commit=off");
  return url.toString();
}

/**
 * One database and app per test file (embedded in memory, or TEST_DATABASE_URL), emptied before each test.
 * `envOverrides` adjusts limits, e.g. the login rate limit; `appOptions` may replace the recording mailer;
 * `databaseOptions.route` puts something (a proxy that can cut the connection) between the app and its database;
 * its timeouts may be shortened.
 * The database's own log lines (outages) land in `logs` with the app's. `storage` picks where uploads go (by
 * default TEST_STORAGE, else disk).
 */
export function useTestApp(
  envOverrides: Record<string, string> = {},
  appOptions: Partial<
    Pick<AppOptions, "client" | "mailer" | "setupToken" | "inquiryNotifications" | "pageScheduleIntervalMs">
  > & {
    storage?: StorageBackend;
  } = {},
  databaseOptions: Pick<DatabaseOptions, "route" | "connectTimeoutSeconds" | "statementTimeoutSeconds"> = {},
): TestContext {
  const ctx = { logs: [] as string[] } as TestContext;
  const apps: App[] = [];
  let userCounter = 0;
  let fakeS3: FakeS3 | undefined;

  beforeAll(async () => {
    ctx.uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-test-"));
    ctx.env = loadEnv({
      NODE_ENV: "test",
      UPLOAD_DIR: ctx.uploadDir,
      DATA_DIR: path.join(ctx.uploadDir, "data"),
      LOGIN_MAX_FAILURES: "1000",
      INQUIRY_MAX_PER_HOUR: "1000",
      ...envOverrides,
    });
    const image = inject("embeddedImage");
    ctx.database = await openDatabase({
      url: testDatabaseUrl(),
      dataDir: null,
      memoryImage: image ? new Blob([fs.readFileSync(image)]) : undefined,
      log: (message) => ctx.logs.push(message),
      ...databaseOptions,
    });
    ctx.mailer = new RecordingMailer(false);
    const { storage: backend = defaultBackend(), ...options } = appOptions;
    if (backend === "s3") fakeS3 = await startFakeS3();
    ctx.storage = fakeS3?.storage ?? new LocalStorage(ctx.uploadDir);
    const build = (overrides: Partial<AppOptions> = {}) => {
      const built = createApp({
        database: ctx.database,
        env: ctx.env,
        sessionSecret: "test-secret",
        log: (message) => ctx.logs.push(message),
        pruneSessionInterval: false,
        pruneActivityInterval: false,
        inquiryRetentionInterval: false,
        storage: ctx.storage,
        ...options,
        mailer: options.mailer ?? ctx.mailer,
        ...overrides,
      });
      apps.push(built);
      return built;
    };
    ctx.app = build().handle;
    ctx.restart = (overrides) => build(overrides).handle;
    ctx.restartListening = async (overrides) => {
      const built = build(overrides);
      await built.listening();
      return built.handle;
    };
  });

  beforeEach(async () => {
    ctx.logs.length = 0;
    Object.assign(ctx.mailer, { sent: [], configured: false, failWith: undefined });
    // The last test's writes may still be recording their activity; emptied first, those entries would land in
    // this test's log.
    await ctx.activityWritten();
    await emptyTables(ctx.database.db);
    // The tables were emptied behind the apps' backs, so their public read caches are stale.
    apps.forEach((a) => a.cache.invalidate());
  });

  afterAll(async () => {
    apps.forEach((a) => a.close());
    // An e-mail being sent as the file ends finishes before its database closes.
    await Promise.all(apps.map((a) => a.notifications.idle()));
    await ctx.database?.close();
    await fakeS3?.stop();
    fs.rmSync(ctx.uploadDir, { recursive: true, force: true });
  });

  ctx.express = () => apps[0]!.app;
  ctx.activityWritten = async () => {
    await Promise.all(apps.map((a) => a.activityWritten()));
  };
  ctx.cache = () => apps[0]!.cache;
  ctx.pageSchedule = (index = 0) => apps.at(index)!.pageSchedule;
  ctx.storedNames = async () => (await ctx.storage.list()).map((entry) => entry.name).sort();
  ctx.anonymous = () => request.agent(ctx.app);
  ctx.signedIn = async ({ isAdmin = true, username, server } = {}) => {
    const name = username ?? `${isAdmin ? "admin" : "user"}${++userCounter}`;
    const [user] = await ctx.database.db
      .insert(users)
      .values({ username: name, password: await hashed(), isAdmin: true })
      .returning();
    const agent = request.agent(server ?? ctx.app);
    const res = await agent.post("/api/auth/login").send({ username: name, password: PASSWORD });
    if (res.status !== 200) throw new Error(`test sign-in failed: ${res.status} ${res.text}`);
    // Only administrators sign in; a non-administrator (a row from an older version) can still hold a session
    // from before, which is what this one stands for.
    if (!isAdmin) await ctx.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, user!.id));
    return agent;
  };
  return ctx;
}

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const fixture = (name: string) => path.join(root, "tests", "fixtures", "images", name);
