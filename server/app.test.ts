import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { serveBuiltClient } from "./http/client";
import { useTestApp } from "./test/harness";

const ctx = useTestApp();

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
    const res = await admin.post("/api/team").send({ name: "A\u0000B", designation: "x", description: "y", sortOrder: 1 });
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
  it("sets security headers and keeps API answers out of caches", async () => {
    const res = await ctx.anonymous().get("/api/settings");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
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
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>SPA</title>");
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
  const app = express().use(serveBuiltClient(dist));

  it("answers every page route with index.html, revalidated", async () => {
    for (const route of ["/", "/about", "/services/pdf", "/my-page"]) {
      const res = await request(app).get(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain("<title>SPA</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year", async () => {
    const res = await request(app).get("/assets/index-abc123.js");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request(app).get("/assets/missing.js")).status).toBe(404);
  });

  it("does not answer /api or /uploads paths with the page", async () => {
    expect((await request(app).get("/api/x")).status).toBe(404);
    expect((await request(app).get("/uploads/x.png")).status).toBe(404);
  });
});
