import fs from "node:fs";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { inquiryBody } from "@shared/test/rows";
import type { Env } from "../env";
import { withProofOfWork } from "../test/altcha";
import { fixture, useTestApp } from "../test/harness";
import { storedSettings } from "../test/settings";

const ctx = useTestApp({ TRUST_PROXY: "loopback" });

const REFUSED = { message: "Cross-site requests are not allowed" };
/** The refusal every cross-site write gets: a 403 with a message that says why. */
const expectRefused = (res: request.Response, because?: string) => {
  expect(res.status, because).toBe(403);
  expect(res.body).toEqual(REFUSED);
};
const inquiry = inquiryBody();

// Another app on the same database with other settings (the public address, the proxy setting).
const appWith = (settings: Partial<Env>) => ctx.restart({ env: { ...ctx.env, ...settings } });

const companyLogo = async () =>
  ((await ctx.anonymous().get("/api/settings")).body as { settingKey: string; settingValue: string }[]).find(
    (s) => s.settingKey === "companyLogo",
  );

describe("writes from another origin", () => {
  it("refuses an upload posted from another site, answers in full, and keeps the logo", async () => {
    const admin = await ctx.signedIn();
    const before = fs.readdirSync(ctx.uploadDir).length;
    const res = await admin
      .post("/api/settings/upload/logo")
      .set("Origin", "https://evil.example.com")
      .attach("image", fixture("logo.png"));
    expectRefused(res);
    expect(await companyLogo()).toBeUndefined();
    expect(fs.readdirSync(ctx.uploadDir)).toHaveLength(before);
  });

  it("answers a large refused upload with the 403, not a broken connection", async () => {
    const admin = await ctx.signedIn();
    for (let i = 0; i < 3; i++) {
      const res = await admin
        .post("/api/logos/upload")
        .set("Origin", "https://evil.example.com")
        .attach("image", fixture("large.png"));
      expectRefused(res);
    }
  });

  it("accepts the same upload from the site itself, by Origin or by Sec-Fetch-Site, or without either", async () => {
    const admin = await ctx.signedIn();
    for (const headers of [
      { Host: "cms.example.com", Origin: "http://cms.example.com" },
      { "Sec-Fetch-Site": "same-origin", Origin: "http://cms.example.com" },
      {},
    ]) {
      const res = await admin.post("/api/settings/upload/logo").set(headers).attach("image", fixture("logo.png"));
      expect(res.status, JSON.stringify(headers)).toBe(201);
      expect((await companyLogo())?.settingValue).toBe(res.body.logoUrl);
    }
  });

  it("refuses a sibling subdomain (same site, other origin) and other sites, whatever the Origin says", async () => {
    const admin = await ctx.signedIn();
    for (const fetchSite of ["same-site", "cross-site"]) {
      const res = await admin
        .post("/api/settings/companyName")
        .set("Sec-Fetch-Site", fetchSite)
        .set("Origin", "https://blog.example.com")
        .send({ value: "Hijacked" });
      expectRefused(res);
    }
    // A browser that names our own host in Origin still says it came from elsewhere.
    const lying = await admin
      .put("/api/team/1")
      .set("Host", "cms.example.com")
      .set("Origin", "http://cms.example.com")
      .set("Sec-Fetch-Site", "same-site")
      .send({ name: "X" });
    expect(lying.status).toBe(403);
    expect(storedSettings((await ctx.anonymous().get("/api/settings")).body)).toEqual([]);
  });

  it("accepts a request the user typed or bookmarked (Sec-Fetch-Site: none)", async () => {
    const admin = await ctx.signedIn();
    const res = await admin
      .post("/api/settings/companyName")
      .set("Sec-Fetch-Site", "none")
      .send({ value: "Access Co" });
    expect(res.status).toBe(200);
  });

  it("refuses an older browser's request whose Origin is another host, scheme or port, or opaque", async () => {
    for (const origin of [
      "https://evil.example.com",
      "https://cms.example.com",
      "http://cms.example.com:8080",
      "null",
    ]) {
      const res = await ctx
        .anonymous()
        .post("/api/inquiries")
        .set("Host", "cms.example.com")
        .set("Origin", origin)
        .send(inquiry);
      expectRefused(res, origin);
    }
    const admin = await ctx.signedIn();
    expect((await admin.get("/api/inquiries")).body).toEqual([]);
  });

  it("refuses a cross-site sign-in before a session is created", async () => {
    const res = await ctx
      .anonymous()
      .post("/api/auth/login")
      .set("Origin", "https://evil.example.com")
      .send({ username: "admin", password: "x" });
    expect(res.status).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("lets reads through from anywhere", async () => {
    const res = await ctx
      .anonymous()
      .get("/api/settings")
      .set("Origin", "https://evil.example.com")
      .set("Sec-Fetch-Site", "cross-site");
    expect(res.status).toBe(200);
  });

  it("compares with the address the visitor used when a trusted proxy forwards it", async () => {
    // What a proxy in front of the server sends on for a visitor of https://www.example.com.
    const forwarded = {
      Host: "127.0.0.1:5000",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "www.example.com",
      Origin: "https://www.example.com",
    };
    const agent = ctx.anonymous();
    const behindProxy = await agent
      .post("/api/inquiries")
      .set(forwarded)
      .send(await withProofOfWork(agent, inquiry));
    expect(behindProxy.status).toBe(201);

    // Without trust in the proxy its forwarded headers mean nothing: the request came to 127.0.0.1 over http.
    const untrusted = await request(appWith({ TRUST_PROXY: undefined, trustProxy: undefined }))
      .post("/api/inquiries")
      .set(forwarded)
      .send(inquiry);
    expect(untrusted.status).toBe(403);
  });

  it("accepts the configured public address of the site as an origin", async () => {
    const app = appWith({ PUBLIC_SITE_URL: "https://www.example.com", TRUST_PROXY: undefined, trustProxy: undefined });
    const from = async (origin: string) =>
      request(app)
        .post("/api/inquiries")
        .set({ Host: "10.0.0.5:5000", Origin: origin })
        .send(await withProofOfWork(request(app), inquiry));
    expect((await from("https://www.example.com")).status).toBe(201);
    expect((await from("https://example.com")).status).toBe(403);
  });
});
