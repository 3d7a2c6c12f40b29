import { describe, expect, it } from "vitest";
import { fixture, useTestApp } from "../test/harness";
import { registeredRoutes } from "../test/registered-routes";
import { ROUTE_TABLE, type RouteAccess } from "../test/route-table";
import { storedSettings } from "../test/settings";

const ctx = useTestApp();

type AdminCall = Extract<RouteAccess, { access: "admin" }> & { method: string; path: string };

// Each admin-only entry of the table, once per address it names (the pattern with its ids as 1 by default).
const adminOnly: AdminCall[] = Object.entries(ROUTE_TABLE).flatMap(([route, entry]) => {
  if (entry.access !== "admin") return [];
  const [method, pattern] = route.split(" ") as [string, string];
  const paths = entry.paths ?? [pattern.replace(/:\w+/g, "1")];
  return paths.map((path) => ({ ...entry, method: method.toLowerCase(), path }));
});

async function send(agent: ReturnType<typeof ctx.anonymous>, call: AdminCall) {
  const req = agent[call.method as "get" | "post" | "put" | "patch" | "delete"](call.path);
  if (call.file) return req.attach("image", fixture(call.file));
  return call.body ? req.send(call.body) : req;
}

const publicReads = [
  "/api/team",
  "/api/logos",
  "/api/testimonials",
  "/api/faq",
  "/api/services",
  "/api/home-cards",
  "/api/standards",
  "/api/settings",
];

describe("authorization", () => {
  it("lists every route the app registers in the route table, with the access its guard gives it", () => {
    const registered = registeredRoutes(ctx.express());
    const access = (admin: boolean) => (admin ? "admin" : "public");
    expect(Object.fromEntries(registered.map((r) => [`${r.method} ${r.path}`, access(r.admin)]))).toEqual(
      Object.fromEntries(Object.entries(ROUTE_TABLE).map(([route, entry]) => [route, entry.access])),
    );
  });

  it.each(adminOnly)("$method $path: 401 anonymous, 403 non-admin, allowed for an admin", async (call) => {
    const anonymous = await send(ctx.anonymous(), call);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "You must be logged in" });

    const user = await send(await ctx.signedIn({ isAdmin: false }), call);
    expect(user.status).toBe(403);
    expect(user.body).toEqual({ message: "Administrator access is required" });

    // An admin gets past the guard: success, or 404 for ids that do not exist in this empty database.
    const admin = await send(await ctx.signedIn(), call);
    expect(call.admin ? [call.admin] : [200, 201, 204, 404]).toContain(admin.status);
  });

  it("POST /api/auth/register only serves first-run setup: 403 anonymous, non-admin and admin alike", async () => {
    const body = { username: "newcomer", password: "a long password" };
    const admin = await ctx.signedIn();
    for (const agent of [ctx.anonymous(), await ctx.signedIn({ isAdmin: false }), admin]) {
      const res = await agent.post("/api/auth/register").send(body);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/An administrator already exists/);
    }
    expect((await admin.get("/api/admins")).body.map((a: { username: string }) => a.username)).not.toContain(
      "newcomer",
    );
  });

  it.each(publicReads)("GET %s is public", async (path) => {
    const res = await ctx.anonymous().get(path);
    expect(res.status).toBe(200);
    expect(path === "/api/settings" ? storedSettings(res.body) : res.body).toEqual([]);
  });

  it("GET /api/navigation is public", async () => {
    const res = await ctx.anonymous().get("/api/navigation");
    expect(res.status).toBe(200);
    expect(res.body.header.length).toBeGreaterThan(0);
  });
});
