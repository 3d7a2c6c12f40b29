// What the memory benchmark (scripts/bench-memory.ts) does to the server: the content it adds after the first
// start, and the mixed traffic it measures under. Requests carry X-Forwarded-Proto: https as a TLS proxy on the
// same machine would send them, so that the production server issues and accepts its Secure session cookie.
import type { Instance, Request } from "autocannon";
import { LIST_DEFAULT_PAGE_SIZE } from "@shared/admin-lists";
import { benchTeamMember, benchTestimonial } from "./bench-support";

export interface Site {
  base: string;
  port: number;
  dataDir: string;
  sessionSecret: string;
  metricsToken: string;
  admin: { username: string; password: string };
}

/**
 * The rate limits the run raises, so that each inquiry is stored and each failed sign-in costs its password hash
 * (with the defaults, all but the first few would be a cheap 429). The quote form's proof of work is off: autocannon
 * makes each request at once, with no way to fetch and solve a challenge first, and the run measures what storing
 * inquiries costs the server's memory, not the few hashes of checking a solution.
 */
export const RAISED_LIMITS = {
  INQUIRY_MAX_PER_HOUR: "1000000",
  INQUIRY_CHALLENGE: "off",
  LOGIN_MAX_FAILURES: "1000000",
  LOGIN_MAX_FAILURES_PER_IP: "1000000",
};

const PROXY_HEADERS = { "x-forwarded-proto": "https" };

const inquiry = (i: number) => ({
  fullName: `Visitor ${i}`,
  designation: "Accessibility Lead",
  companyEmail: `visitor${i}@example.com`,
  phoneNumber: "+1 555 0100",
  goals: ["Make our PDFs accessible", "Audit our website against WCAG 2.2"],
  challenges: ["Thousands of legacy documents"],
});

async function send(site: Site, method: string, urlPath: string, body?: object, cookie?: string) {
  const res = await fetch(site.base + urlPath, {
    method,
    headers: {
      ...PROXY_HEADERS,
      ...(body ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs the administrator in; returns the session cookie (`name=value`). */
export async function signIn(site: Site): Promise<string> {
  const res = await send(site, "POST", "/api/auth/login", site.admin);
  const cookie = res.headers.getSetCookie().find((c) => c.includes("sid="));
  if (!cookie) throw new Error("Signing in set no session cookie.");
  return cookie.split(";")[0]!;
}

/** A small company's site: a team, testimonials, a few pages and some inquiries. */
export async function seedSite(site: Site) {
  const cookie = await signIn(site);
  const post = (urlPath: string, body: object) => send(site, "POST", urlPath, body, cookie);
  for (let i = 1; i <= 6; i++) {
    await post("/api/team", benchTeamMember(i));
  }
  for (let i = 1; i <= 12; i++) {
    await post("/api/testimonials", benchTestimonial(i));
  }
  for (let i = 1; i <= 5; i++) {
    await post("/api/pages", {
      title: `Accessibility Statement ${i}`,
      slug: `accessibility-statement-${i}`,
      content: "<h2>Our commitment</h2><p>We aim for WCAG 2.2 AA across this website.</p>".repeat(10),
      isPublished: true,
    });
  }
  for (let i = 1; i <= 50; i++) await send(site, "POST", "/api/inquiries", inquiry(i));
}

/** What the CMS's Pages and Inquiries screens ask for when they open: the first page of the list. */
const FIRST_PAGE = `?page=1&pageSize=${LIST_DEFAULT_PAGE_SIZE}`;

/**
 * One cycle of the mixed traffic, which each connection repeats: two public pages, a cached public read, the
 * administrator's Pages and Inquiries screens, a visitor's inquiry, and a sign-in with a wrong password.
 * The screens ask for a page of the list, as the CMS does; the whole list (what GET /api/inquiries answers without
 * paging parameters) grows by a thousand inquiries during the run, and no screen asks for it.
 */
export function mixedTraffic(site: Site, cookie: string): Request[] {
  const admin = { ...PROXY_HEADERS, cookie };
  const json = { ...PROXY_HEADERS, "content-type": "application/json" };
  let sent = 0;
  return [
    { method: "GET", path: "/", headers: PROXY_HEADERS },
    { method: "GET", path: "/about", headers: PROXY_HEADERS },
    { method: "GET", path: "/api/team", headers: PROXY_HEADERS },
    { method: "GET", path: `/api/pages${FIRST_PAGE}`, headers: admin },
    { method: "GET", path: `/api/inquiries${FIRST_PAGE}`, headers: admin },
    {
      method: "POST",
      path: "/api/inquiries",
      headers: json,
      // A new visitor each time.
      setupRequest: (request) => ({ ...request, body: JSON.stringify(inquiry(1000 + ++sent)) }),
    },
    {
      method: "POST",
      path: "/api/auth/login",
      headers: json,
      body: JSON.stringify({ username: site.admin.username, password: "not-the-password" }),
    },
  ];
}

/**
 * From the server's own request timings (GET /metrics): for each route of the traffic, how many requests it
 * answered and how many took longer than `slowSeconds` (a bucket bound of the histogram), to tell which part of
 * the mix makes the slow end of the latency.
 */
export async function slowRequestsByRoute(site: Site, token: string, slowSeconds = 0.5) {
  const res = await fetch(`${site.base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /metrics: ${res.status}`);
  const totals = new Map<string, { count: number; fast: number }>();
  const bucket = /^http_request_duration_seconds_bucket\{(.*)\} (\d+)$/;
  for (const line of (await res.text()).split("\n")) {
    const match = bucket.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const key = `${labels.method} ${labels.route} ${labels.status_class}`;
    const entry = totals.get(key) ?? { count: 0, fast: 0 };
    if (labels.le === "+Inf") entry.count += Number(match[2]);
    if (labels.le === String(slowSeconds)) entry.fast += Number(match[2]);
    totals.set(key, entry);
  }
  return [...totals]
    .filter(([key]) => !key.includes("/metrics"))
    .map(([route, { count, fast }]) => ({ route, count, slow: count - fast }))
    .sort((a, b) => b.count - a.count);
}

/** What a request of the mixed traffic stands for: a visitor's or an administrator's request, or a password sign-in. */
export type RequestGroup = "visitors and administrators" | "password sign-ins";

const groupOf = (request: { method?: string; path?: string }): RequestGroup =>
  request.method === "POST" && request.path === "/api/auth/login" ? "password sign-ins" : "visitors and administrators";

/** The value below which `share` of the sorted `values` lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : NaN;

/**
 * Records the latency of each response of `instance` by group, from the time its request was written: the failed
 * sign-ins wait for a password hash by design, and one p99 over everything would be theirs. One request in flight
 * per connection (no pipelining), so the request a response answers is the connection's current one.
 */
export function latencyByGroup(instance: Instance) {
  const latencies = new Map<RequestGroup, number[]>();
  instance.on("response", (client, _status, _bytes, responseTime) => {
    const request = (client as unknown as { requestIterator: { currentRequest: Request } }).requestIterator
      .currentRequest;
    const group = groupOf(request);
    let list = latencies.get(group);
    if (!list) latencies.set(group, (list = []));
    list.push(responseTime);
  });
  return () =>
    [...latencies].map(([group, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return {
        group,
        count: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? NaN,
      };
    });
}
