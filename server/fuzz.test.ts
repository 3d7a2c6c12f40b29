import fs from "node:fs";
import type http from "node:http";
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { fixedNavTargets } from "@shared/navigation";
import { settingBodySchema, settingKeys, slugSchema, type SettingKey } from "@shared/schema";
import { inquiryBody } from "@shared/test/rows";
import { API_TABLE } from "./api-table";
import { createHttpServer } from "./http/server";
import { sessionCookieName } from "./http/sessions";
import { sendInquiry } from "./test/altcha";
import { fixture, PASSWORD, useTestApp } from "./test/harness";
import { ROUTE_TABLE } from "./test/route-table";
import { nearValidOf, validOf, wrongValue, type Hints } from "./test/zod-arbitrary";

/*
 * Every endpoint of the route table, fuzzed as an anonymous visitor and as an administrator with requests made
 * from the shared zod schemas: valid bodies, bodies broken in one place, and hostile ones (huge text, deep nesting,
 * prototype keys, odd Unicode, wrong content types, duplicate query parameters). Whatever is sent, the answer is
 * never a 5xx, a 4xx is JSON `{ message }`, and none takes longer than a second. A failure prints the request
 * fast-check shrank it to, ready to become a plain regression test.
 *
 * FUZZ_RUNS sets the runs per endpoint and role (50 by default), FUZZ_SEED the seed (fixed in CI, else random).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20_260_101 : Date.now();
const LIMIT_MS = 1_000;

const METRICS_TOKEN = "fuzz-metrics-token-0123456789";
const ctx = useTestApp({ LOGIN_MAX_FAILURES_PER_IP: "1000000", LOGIN_MAX_FAILURES: "1000000", METRICS_TOKEN });

// The requests reach the app through the HTTP server the site runs on, so that what Node itself answers (a request
// line or headers too long to read) is fuzzed too.
let server: http.Server;
beforeAll(async () => {
  server = createHttpServer({
    keepAliveTimeoutSeconds: ctx.env.KEEP_ALIVE_TIMEOUT_SECONDS,
    requestTimeoutSeconds: ctx.env.REQUEST_TIMEOUT_SECONDS,
  });
  server.on("request", ctx.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const hostileSegment = fc.constantFrom(
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "99999999999999999999",
  "%E0%A4%A",
  "%FF%FE",
  "%C0%80",
  "%00",
  "%2e%2e%2f%2e%2e",
  "%",
  "__proto__",
  "constructor",
  "%F0%9F%8F%B3%EF%B8%8F",
  "a".repeat(5_000),
);
const segment = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostileSegment, weight: 1 });
const rowId = segment(fc.integer({ min: 1, max: 3 }).map(String));

/** What an address's parameters take, by name: mostly rows the test made, sometimes anything but. */
const PARAMS: Record<string, fc.Arbitrary<string>> = {
  id: rowId,
  revisionId: rowId,
  slug: segment(fc.oneof(fc.constant("t"), validOf(slugSchema) as fc.Arbitrary<string>)),
  settingKey: segment(fc.constantFrom(...settingKeys)),
  name: segment(fc.constantFrom("backup-20260101-000000.tar.gz", "backup-x.tar.gz")),
};

const imageUrls = fc.constantFrom("", "/uploads/logo.png", "https://example.com/a.png", "http://example.com/a.png");
/** Fields whose rule is code the schema cannot show (see zod-arbitrary.ts): values that pass it, mostly. */
const HINTS: Hints = {
  imageUrl: imageUrls,
  logoUrl: imageUrls,
  avatarUrl: imageUrls,
  companyLogoUrl: imageUrls,
  href: fc.constantFrom(...fixedNavTargets.map((t) => t.href), "/page/terms-of-use", "https://example.com"),
  serviceId: fc.constant("braille"),
};

/**
 * What the fuzz needs to know of an endpoint beyond the endpoint table (server/api-table.ts), which gives its body,
 * query and upload: better values for its address's parameters, extra headers, and how hard it may be pushed.
 */
interface FuzzHints {
  /** The JSON body, when it depends on the address (one setting's rule): replaces the table's schema. */
  body?: (params: Record<string, string>) => z.ZodType;
  params?: Record<string, fc.Arbitrary<string>>;
  /** Headers sent besides the body's (a bearer token). */
  headers?: fc.Arbitrary<Record<string, string>>;
  /** Runs for the administrator, where each one costs far more than a request (a sign-in, a backup). */
  adminRuns?: number;
  /** The time an answer may take, when a second is not the rule (1 s by default). */
  limitMs?: number;
}

/** An endpoint as the fuzz sends it: the table's body, query and upload, with the hints above. */
interface Endpoint extends Omit<FuzzHints, "body"> {
  access: "public" | "admin";
  body?: z.ZodType | ((params: Record<string, string>) => z.ZodType);
  query?: z.ZodType;
  upload?: boolean;
}

const serviceIds = { id: segment(fc.constantFrom("braille", "reorder", "missing")) };

const HINTS_BY_ROUTE: Record<string, FuzzHints> = {
  "GET /metrics": {
    headers: fc.constantFrom<Record<string, string>[]>(
      {},
      { Authorization: `Bearer ${METRICS_TOKEN}` },
      { Authorization: "Bearer wrong" },
      { Authorization: "Basic eDp4" },
    ),
  },
  // Ends the fuzzing session: the administrator signs in again after each run, so fewer runs.
  "POST /api/auth/logout": { adminRuns: 10 },
  "DELETE /api/sessions/:id": { params: { id: segment(fc.stringMatching(/^[A-Za-z0-9_-]{22}$/)) } },
  "GET /api/services/:id": { params: serviceIds },
  "PUT /api/services/:id": { params: serviceIds },
  "DELETE /api/services/:id": { params: serviceIds },
  "POST /api/settings/:settingKey": {
    body: ({ settingKey }) =>
      settingBodySchema(settingKeys.includes(settingKey as SettingKey) ? (settingKey as SettingKey) : "companyName"),
  },
  // Each run writes an archive of the whole database, which the fuzz has filled by then: five runs, and the answer
  // comes once the archive is made, so it may take longer than other requests.
  "POST /api/backups": { adminRuns: 5, limitMs: 10_000 },
};

/** Every endpoint of the table, by "METHOD /path", as the fuzz sends it. */
const ENDPOINTS: Record<string, Endpoint> = Object.fromEntries(
  API_TABLE.map((entry) => {
    const route = `${entry.method} ${entry.path}`;
    const hints = HINTS_BY_ROUTE[route] ?? {};
    const endpoint: Endpoint = {
      access: entry.access,
      upload: entry.body === "image",
      query: entry.query,
      ...hints,
      body: hints.body ?? (entry.body === "image" ? undefined : entry.body),
    };
    return [route, endpoint];
  }),
);

/** One request as sent, printed as such when it fails. */
interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What a binary (multipart) body holds, for the printout. */
  note?: string;
}

/** Long runs of one character printed as `<x × 100000>`, so a huge or deep body stays readable and exact. */
const compact = (text: string) =>
  text.replace(/(.)\1{31,}/gsu, (run, c: string) => `<${JSON.stringify(c)} × ${run.length / c.length}>`);

function describeRequest(req: FuzzRequest): string {
  const lines = [`${req.method} ${compact(req.path)}`];
  for (const [name, value] of Object.entries(req.headers)) lines.push(`${name}: ${value}`);
  if (req.body !== undefined) {
    lines.push(
      typeof req.body === "string"
        ? `body (${req.body.length} chars): ${JSON.stringify(compact(req.body))}`
        : `body (${req.body.length} bytes): ${req.note}`,
    );
  }
  return lines.join("\n");
}

const withPrintout = (req: FuzzRequest): FuzzRequest =>
  Object.assign(req, { [fc.toStringMethod]: () => `\n${describeRequest(req)}\n` });

const JSON_TYPE = { "Content-Type": "application/json" };

const oddText = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "\ud800",
    "\udfff",
    "a\ud83d",
    "\u202eevil",
    "\ufeffbom",
    "\uffff",
    "e\u0301",
    "👩‍👩‍👧",
    "\u2028",
  ),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** A JSON value whose first key (or first string item) is replaced by `value`; a non-object becomes `{ key }`. */
function replaceFirst(body: unknown, value: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { key: value };
  const [first = "key"] = Object.keys(body);
  return { ...body, [first]: value };
}

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/**
 * Hostile bodies, each from a valid value: a huge text, deep nesting, prototype keys, odd Unicode, a body the
 * content type does not describe, or text that is not JSON at all.
 */
const hostileBody = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<Pick<FuzzRequest, "headers" | "body">> =>
  fc.oneof(
    fc
      .tuple(valid, fc.constantFrom(100_000, 1_100_000))
      .map(([v, n]) => ({ headers: JSON_TYPE, body: JSON.stringify(replaceFirst(v, "x".repeat(n))) })),
    fc.tuple(valid, fc.constantFrom(1_000, 100_000)).map(([v, depth]) => {
      const text = JSON.stringify(replaceFirst(v, 0));
      return { headers: JSON_TYPE, body: text.replace(/:0(?=[,}])/, `:${nested(depth)}`) };
    }),
    fc
      .tuple(valid, fc.constantFrom("__proto__", "constructor", "prototype", "hasOwnProperty", "toString"))
      .map(([v, key]) => {
        const text = JSON.stringify(v ?? {});
        const poison = `"${key}":{"isAdmin":true,"prototype":{"isAdmin":true},"length":1e9}`;
        const body = text.startsWith("{") && text !== "{}" ? `{${poison},${text.slice(1)}` : `{${poison}}`;
        return { headers: JSON_TYPE, body };
      }),
    fc.tuple(valid, oddText).map(([v, text]) => ({ headers: JSON_TYPE, body: JSON.stringify(replaceFirst(v, text)) })),
    fc
      .tuple(
        valid,
        fc.constantFrom<Record<string, string>[]>(
          { "Content-Type": "text/plain" },
          { "Content-Type": "application/x-www-form-urlencoded" },
          { "Content-Type": "application/xml" },
          { "Content-Type": "multipart/form-data" },
          { "Content-Type": "multipart/form-data; boundary=XYZ" },
          { "Content-Type": "application/json; charset=utf-16" },
          { "Content-Type": "application/json; charset=klingon" },
          { "Content-Type": "application/merge-patch+json" },
          { "Content-Type": "application/json", "Content-Encoding": "gzip" },
          { "Content-Type": "application/json", "Content-Encoding": "br" },
          { "Content-Type": "application/json", "Content-Encoding": "bogus" },
        ),
      )
      .map(([v, headers]) => ({ headers, body: JSON.stringify(v ?? {}) })),
    fc
      .oneof(
        fc.constantFrom("", "{", "null", "[]", '"x"', "1", '{"a":}', "{'a':1}", '{"a":1}trailing', "\u0000"),
        fc.string({ unit: "binary", maxLength: 30 }),
      )
      .map((body) => ({ headers: JSON_TYPE, body })),
  );

const IMAGES = ["logo.png", "photo.jpg", "pixel.gif", "logo.svg", "photo.webp", "not-an-image.png"] as const;
const imageFiles = Object.fromEntries(IMAGES.map((name) => [name, fs.readFileSync(fixture(name))]));
const BOUNDARY = "fuzzBoundary";
const imageType = (name: string) =>
  name.endsWith(".svg") ? "image/svg+xml" : name.endsWith(".jpg") ? "image/jpeg" : `image/${name.split(".")[1]}`;

/** A multipart upload of one file: the field the endpoints read is "image"; others, or none, are mistakes. */
const multipart = fc
  .record({
    field: fc.constantFrom("image", "image", "image", "file", ""),
    name: fc.constantFrom(...IMAGES),
    filename: fc.oneof(fc.constantFrom(...IMAGES), fc.constantFrom("../../etc/passwd", "a\u0000.png", "x".repeat(300))),
    type: fc.option(fc.constantFrom("image/png", "text/html", "application/octet-stream"), { nil: undefined }),
  })
  .map(({ field, name, filename, type }): Pick<FuzzRequest, "headers" | "body" | "note"> => {
    const head =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type ?? imageType(name)}\r\n\r\n`;
    return {
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: Buffer.concat([Buffer.from(head), imageFiles[name]!, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
      note: `multipart field "${field}", file "${filename}" holding ${name}, ${type ?? imageType(name)}`,
    };
  });

const queryString = (value: unknown) => {
  if (!value || typeof value !== "object") return "";
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      params.append(
        key,
        item instanceof Date ? item.toISOString() : typeof item === "object" ? JSON.stringify(item) : String(item),
      );
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** `?k=a&k=b`: a parameter given twice, which Express reads as a list. */
const duplicateQuery = (keys: string[]) =>
  fc
    .tuple(fc.constantFrom(...keys, "page", "search", "id"), fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }))
    .map(([key, a, b]) => `?${key}=${encodeURIComponent(a)}&${key}=${encodeURIComponent(b)}`);

const SID = sessionCookieName(false);
/** Headers a careless or hostile client sends with any request: broken cookies, conditions, ranges, hosts. */
const hostileHeaders = fc.constantFrom<Record<string, string>[]>(
  { Cookie: `${SID}=%E0%A4%A` },
  { Cookie: `${SID}=s%3Agarbage.signature` },
  { Cookie: `${SID}=${"s".repeat(4_000)}` },
  { Cookie: `${SID}=a; ${SID}=b` },
  { "If-None-Match": 'W/"x", "y", *' },
  { "If-None-Match": "garbage" },
  { "If-Modified-Since": "yesterday" },
  { Range: "bytes=5-1" },
  { Range: "bytes=0-0,1-1,2-2,3-3" },
  { "Accept-Encoding": "gzip;q=abc, br;q=-1, *;q=0" },
  { Accept: "text/html" },
  { Accept: "image/png" },
  { Host: "[::1" },
  { Host: "a".repeat(300) },
  { Host: "localhost:99999" },
  { "X-Forwarded-For": "not-an-ip" },
  { "X-Forwarded-Proto": "gopher" },
  { Origin: "null" },
  { Origin: "https://evil.example" },
);

/** Requests for one endpoint: its address with parameters filled, and a valid, near-valid or hostile body or query. */
function requestsFor(route: string, endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const [method, pattern] = route.split(" ") as [string, string];
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.record(Object.fromEntries(names.map((n) => [n, endpoint.params?.[n] ?? PARAMS[n]!])));
  const queryKeys = endpoint.query ? Object.keys((endpoint.query as z.ZodObject).shape ?? {}) : [];
  return params.chain((values) => {
    const path = pattern.replace(/:(\w+)/g, (_, n: string) => values[n]!);
    const schema = typeof endpoint.body === "function" ? endpoint.body(values) : endpoint.body;
    const query = endpoint.query
      ? fc.oneof(validOf(endpoint.query).map(queryString), nearValidOf(endpoint.query).map(queryString))
      : fc.constant("");
    let payload: fc.Arbitrary<Pick<FuzzRequest, "headers" | "body" | "note">>;
    if (endpoint.upload) {
      payload = fc.oneof({ arbitrary: multipart, weight: 3 }, hostileBody(fc.constant({ image: "x" })));
    } else if (schema) {
      const json = (value: unknown) => ({ headers: JSON_TYPE, body: JSON.stringify(value ?? null) });
      payload = fc.oneof(
        validOf(schema, HINTS).map(json),
        nearValidOf(schema, HINTS).map(json),
        hostileBody(validOf(schema, HINTS)),
      );
    } else {
      // No body expected: none, or one anyway.
      payload = fc.oneof(
        { arbitrary: fc.constant({ headers: {} }), weight: 2 },
        hostileBody(fc.dictionary(fc.string({ maxLength: 5 }), wrongValue, { maxKeys: 3 })),
      );
    }
    const search = fc.oneof({ arbitrary: query, weight: 3 }, duplicateQuery(queryKeys));
    const headers = fc.oneof(
      { arbitrary: endpoint.headers ?? fc.constant({}), weight: 4 },
      { arbitrary: hostileHeaders, weight: 1 },
    );
    return fc
      .tuple(search, payload, headers)
      .map(([q, p, h]) => withPrintout({ method, path: `${path}${q}`, ...p, headers: { ...h, ...p.headers } }));
  });
}

/** Sends `req`; a request still unanswered after ten times its limit fails as one that never gets an answer. */
async function send(agent: request.Agent, req: FuzzRequest, limitMs = LIMIT_MS) {
  const call = agent[req.method.toLowerCase() as "get"](req.path)
    .set(req.headers)
    .timeout(limitMs * 10);
  try {
    return await (req.body === undefined ? call : call.send(req.body));
  } catch (error) {
    if ((error as { timeout?: number }).timeout) throw new Error(`no answer within ${(limitMs * 10) / 1000} s`);
    throw error;
  }
}

/** Throws, naming what is wrong, when an answer breaks one of the rules above. */
function checkAnswer(res: request.Response, ms: number, limitMs = LIMIT_MS) {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`answered ${res.status}`);
  if (res.status >= 400 && res.status < 500) {
    const json = /^application\/json\b/.test(res.headers["content-type"] ?? "");
    if (!json || typeof res.body?.message !== "string")
      problems.push(`answered ${res.status} without JSON { message }`);
  }
  if (ms > limitMs) problems.push(`took ${Math.round(ms)} ms`);
  if (problems.length) {
    const text = typeof res.text === "string" ? res.text.slice(0, 500) : "";
    throw new Error(`${problems.join(", ")}: ${res.headers["content-type"] ?? "no content type"} ${text}`);
  }
}

const FUZZER = "fuzzer";

/**
 * Runs per endpoint and role: RUNS, but a quarter where an anonymous visitor meets an admin-only guard (it answers
 * 401 before anything reads the body, so only the parsers in front of it are fuzzed; authorization.test.ts checks
 * the guard itself).
 */
function runsFor(route: string, endpoint: Endpoint, role: "anonymous" | "admin"): number {
  const quarter = Math.max(1, Math.round(RUNS / 4));
  if (role === "admin" && endpoint.adminRuns) return Math.min(RUNS, endpoint.adminRuns);
  return role === "anonymous" && endpoint.access === "admin" ? quarter : RUNS;
}

/** One row of each kind, made through the API, so that the ids 1 the requests name mostly exist. */
async function seed(admin: request.Agent) {
  for (const [route, entry] of Object.entries(ROUTE_TABLE)) {
    const [method, path] = route.split(" ") as [string, string];
    if (method === "POST" && /^\/api\/[a-z-]+$/.test(path) && entry.access === "admin" && entry.body && !entry.admin) {
      const res = await admin.post(path).send(entry.body);
      expect(res.status, `${route}: ${res.text}`).toBe(201);
    }
  }
  expect((await sendInquiry(request(server), inquiryBody())).status).toBe(201);
}

describe("every endpoint, fuzzed", () => {
  it("has hints only for endpoints of the table", () => {
    expect(Object.keys(HINTS_BY_ROUTE).filter((route) => !(route in ENDPOINTS))).toEqual([]);
  });

  // One test for all endpoints: the database is emptied between tests, and a sign-in and the rows to act on cost
  // more than the fuzzing of one endpoint. Every endpoint is fuzzed even when one fails; all failures are printed.
  it(
    "never answers 5xx, answers every 4xx as JSON { message }, and answers each request within a second",
    async () => {
      const admin = await ctx.signedIn({ username: FUZZER, server });
      await seed(admin);
      const failures: string[] = [];
      for (const [route, endpoint] of Object.entries(ENDPOINTS)) {
        const requests = requestsFor(route, endpoint);
        const signOut = route === "POST /api/auth/logout";
        for (const role of ["anonymous", "admin"] as const) {
          const agent = role === "admin" ? admin : request.agent(server);
          const numRuns = runsFor(route, endpoint, role);
          const property = fc.asyncProperty(requests, async (req) => {
            const started = performance.now();
            const res = await send(agent, req, endpoint.limitMs);
            checkAnswer(res, performance.now() - started, endpoint.limitMs);
            if (signOut && role === "admin") {
              await agent.post("/api/auth/login").send({ username: FUZZER, password: PASSWORD });
            }
          });
          const details = await fc.check(property, { seed: SEED, numRuns });
          if (details.failed) {
            failures.push(`${route} as ${role}: ${String(details.errorInstance)}\n${fc.defaultReportMessage(details)}`);
          }
        }
      }
      expect(failures.join("\n\n") || "no failures").toBe("no failures");
    },
    Math.max(300_000, RUNS * 3_000),
  );
});
