import { describe, expect, it } from "vitest";
import { fixture, useTestApp } from "../test/harness";
import { storedSettings } from "../test/settings";

const ctx = useTestApp();

type Call = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  body?: object;
  file?: string;
  /** The admin's answer when the empty database itself makes the call invalid (a card for a missing service). */
  admin?: number;
};

// Every endpoint that needs an administrator.
const adminOnly: Call[] = [
  { method: "post", path: "/api/team", body: { name: "A", designation: "B", description: "C", sortOrder: 1 } },
  { method: "put", path: "/api/team/1", body: { name: "A" } },
  { method: "delete", path: "/api/team/1" },
  { method: "post", path: "/api/team/reorder", body: { teamOrders: [{ id: 1, sortOrder: 1 }] } },
  { method: "post", path: "/api/team/upload", file: "logo.png" },
  { method: "get", path: "/api/pages" },
  { method: "post", path: "/api/pages", body: { title: "T", slug: "t", content: "<p>x</p>" } },
  { method: "put", path: "/api/pages/1", body: { title: "T" } },
  { method: "delete", path: "/api/pages/1" },
  { method: "post", path: "/api/pages/upload", file: "logo.png" },
  { method: "get", path: "/api/pages/1/revisions" },
  { method: "get", path: "/api/pages/1/revisions/1" },
  { method: "post", path: "/api/pages/1/revisions/1/restore", body: {} },
  { method: "post", path: "/api/logos", body: { clientName: "Acme", logoUrl: "https://example.com/a.png" } },
  { method: "put", path: "/api/logos/1", body: { clientName: "Acme" } },
  { method: "delete", path: "/api/logos/1" },
  { method: "post", path: "/api/logos/reorder", body: { logoOrders: [{ id: 1, sortOrder: 1 }] } },
  { method: "post", path: "/api/logos/upload", file: "logo.png" },
  {
    method: "post",
    path: "/api/testimonials",
    body: { clientName: "Acme", personName: "Ann", personTitle: "CEO", content: "Great" },
  },
  { method: "put", path: "/api/testimonials/1", body: { content: "Great" } },
  { method: "delete", path: "/api/testimonials/1" },
  { method: "post", path: "/api/testimonials/reorder", body: { testimonialOrders: [{ id: 1, sortOrder: 1 }] } },
  { method: "post", path: "/api/testimonials/upload/avatar", file: "logo.png" },
  { method: "post", path: "/api/testimonials/upload/logo", file: "logo.png" },
  { method: "post", path: "/api/faq", body: { question: "Why?", answer: "Because." } },
  { method: "put", path: "/api/faq/1", body: { answer: "Because." } },
  { method: "delete", path: "/api/faq/1" },
  { method: "post", path: "/api/faq/reorder", body: { faqOrders: [{ id: 1, sortOrder: 1 }] } },
  {
    method: "post",
    path: "/api/services",
    body: { id: "braille", title: "B", description: "D", icon: "book", features: ["F"], detail: "T" },
  },
  { method: "put", path: "/api/services/braille", body: { title: "B" } },
  { method: "delete", path: "/api/services/braille" },
  { method: "post", path: "/api/services/reorder", body: { serviceOrders: [{ id: "braille", sortOrder: 1 }] } },
  {
    method: "post",
    path: "/api/home-cards",
    body: { title: "B", description: "D", icon: "book", serviceId: "braille" },
    admin: 400,
  },
  { method: "put", path: "/api/home-cards/1", body: { title: "B" } },
  { method: "delete", path: "/api/home-cards/1" },
  { method: "post", path: "/api/home-cards/reorder", body: { homeCardOrders: [{ id: 1, sortOrder: 1 }] } },
  {
    method: "post",
    path: "/api/standards",
    body: {
      title: "Canada",
      subtitle: "Federal law",
      icon: "government",
      details: [{ title: "ACA", description: "Barrier-free by 2040." }],
    },
  },
  { method: "put", path: "/api/standards/1", body: { subtitle: "Federal law" } },
  { method: "delete", path: "/api/standards/1" },
  { method: "post", path: "/api/standards/reorder", body: { standardsOrders: [{ id: 1, sortOrder: 1 }] } },
  { method: "post", path: "/api/settings/companyName", body: { value: "Acme" } },
  { method: "get", path: "/api/navigation/edit" },
  { method: "put", path: "/api/navigation", body: { header: [], footer: [] } },
  { method: "delete", path: "/api/navigation" },
  { method: "post", path: "/api/settings/upload/logo", file: "logo.png" },
  { method: "get", path: "/api/inquiries" },
  { method: "patch", path: "/api/inquiries/1/status", body: { status: "in_review" } },
  { method: "patch", path: "/api/inquiries/1/notes", body: { notes: "Call back on Monday" } },
  { method: "post", path: "/api/inquiries/1/respond", body: { message: "Hello" } },
  { method: "get", path: "/api/inquiries/1/responses" },
  { method: "delete", path: "/api/inquiries/1" },
  { method: "get", path: "/api/admins" },
  { method: "post", path: "/api/admins", body: { username: "newadmin", password: "long enough password" } },
  { method: "put", path: "/api/admins/1/password", body: { password: "long enough password" } },
  { method: "delete", path: "/api/admins/1" },
  {
    method: "post",
    path: "/api/account/password",
    body: { currentPassword: "correct horse battery", newPassword: "long enough password" },
  },
  { method: "get", path: "/api/activity" },
  { method: "get", path: "/api/backups" },
  { method: "post", path: "/api/backups" },
  { method: "get", path: "/api/backups/backup-20260101-000000.tar.gz" },
];

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

async function send(agent: ReturnType<typeof ctx.anonymous>, call: Call) {
  const req = agent[call.method](call.path);
  if (call.file) return req.attach("image", fixture(call.file));
  return call.body ? req.send(call.body) : req;
}

describe("authorization", () => {
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
