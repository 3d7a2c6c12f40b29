import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { serveBuiltSpa } from "./http/spa";
import { useTestApp } from "./test/harness";
import { seedServices } from "./test/services";

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-"));
const template = `<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap-->
<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
fs.mkdirSync(path.join(dist, "assets"));
fs.writeFileSync(path.join(dist, "index.html"), template);
fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
const ctx = useTestApp({}, { client: serveBuiltSpa(dist) });

describe("errors are JSON { message }", () => {
  it("answers 400 for malformed JSON", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/team").set("Content-Type", "application/json").send('{"name": "A",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON in the request body" });
  });

  it("answers 413 for a body over 1 MB", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/pages").send({ title: "Big", slug: "big", content: "x".repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("answers 404 for an unknown API path instead of serving the website", async () => {
    const res = await ctx.anonymous().get("/api/nothing");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("No API endpoint GET /api/nothing");
  });

  it("answers 400, not 500, for text PostgreSQL cannot store", async () => {
    const admin = await ctx.signedIn();
    const res = await admin
      .post("/api/team")
      .send({ name: "A\u0000B", designation: "x", description: "y", sortOrder: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/could not be stored/);
  });

  it("answers 400 for a body that is not JSON at all", async () => {
    const admin = await ctx.signedIn();
    const res = await admin.post("/api/team").set("Content-Type", "text/plain").send("name=A");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The request body must be a JSON object");
  });
});

describe("headers", () => {
  it("sets security headers and keeps private API answers out of caches", async () => {
    for (const url of ["/api/settings", "/api/health"]) {
      const res = await ctx.anonymous().get(url);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).headers["cache-control"]).toBe("no-store");
    expect((await ctx.anonymous().get("/api/auth/me")).headers["cache-control"]).toBe("no-store");
  });

  it("compresses large responses", async () => {
    const admin = await ctx.signedIn();
    for (let i = 0; i < 20; i++) {
      await admin.post("/api/testimonials").send({
        clientName: `Client ${i}`,
        personName: "Ann",
        personTitle: "CEO",
        content: "A long and glowing testimonial about accessible publishing. ".repeat(5),
      });
    }
    const res = await ctx.anonymous().get("/api/testimonials").set("Accept-Encoding", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

describe("serving the built website", () => {
  it("caches hashed assets for a year", async () => {
    const res = await ctx.anonymous().get("/assets/index-abc123.js");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await ctx.anonymous().get("/assets/missing.js")).status).toBe(404);
  });

  it("answers every screen with the built index.html, revalidated and private", async () => {
    await seedServices(ctx.database.db);
    for (const route of ["/", "/about", "/services/pdf"]) {
      const res = await ctx.anonymous().get(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<script type="module" src="/assets/index-abc123.js">');
      expect(res.headers["cache-control"]).toBe("private, no-cache");
    }
  });

  it("reads index.html again after a new build replaces it", async () => {
    const before = await ctx.anonymous().get("/faq");
    expect(before.text).toContain("index-abc123.js");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fs.writeFileSync(path.join(dist, "index.html"), template.replace("index-abc123.js", "index-def456.js"));
    const after = await ctx.anonymous().get("/faq");
    expect(after.text).toContain("index-def456.js");
  });

  it("without PUBLIC_SITE_URL, names the address the request came to", async () => {
    const robots = await ctx.anonymous().get("/robots.txt").set("Host", "site.example:8080");
    expect(robots.text).toContain("Sitemap: http://site.example:8080/sitemap.xml");
  });

  it("without PUBLIC_SITE_URL, a visitor's page is kept for each address the request came to", async () => {
    for (const host of ["a.example", "b.example:8080", "a.example"]) {
      const res = await ctx.anonymous().get("/about").set("Host", host);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(res.text)?.[1]).toBe(`http://${host}/about`);
    }
  });

  it("does not answer /api or /uploads paths with the page", async () => {
    expect((await ctx.anonymous().get("/api/x")).status).toBe(404);
    expect((await ctx.anonymous().get("/uploads/x.png")).status).toBe(404);
  });
});

describe("while the server stops", () => {
  it("answers the health and readiness checks with 503 draining, and everything else as before", async () => {
    const built = createApp({
      database: ctx.database,
      env: ctx.env,
      sessionSecret: "test-secret",
      mailer: ctx.mailer,
      log: () => {},
      pruneSessionInterval: false,
    });
    try {
      expect((await request(built.handle).get("/api/health")).body).toMatchObject({ status: "ok" });
      const ready = await request(built.handle).get("/api/ready");
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: "ready" });
      built.startDraining();
      const notReady = await request(built.handle).get("/api/ready");
      expect(notReady.status).toBe(503);
      expect(notReady.body).toEqual({ status: "draining" });
      const res = await request(built.handle).get("/api/health");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "draining" });
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect((await request(built.handle).head("/api/health")).status).toBe(503);
      expect((await request(built.handle).get("/api/settings")).status).toBe(200);
      // Other apps (another server on the same database) are not affected.
      expect((await ctx.anonymous().get("/api/health")).status).toBe(200);
    } finally {
      built.close();
    }
  });
});
