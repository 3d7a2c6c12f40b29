import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { serveBuiltSpa } from "../../http/spa";
import { useTestApp } from "../../test/harness";
import { bootstrapOf, pagesFromMemory } from "../../test/site-html";
import { MAX_SITES } from "./page-cache";

// Without PUBLIC_SITE_URL a page names the address its request came to: visitors' pages are still answered from
// memory, each site address's own, the address read exactly as Express reads it (TRUST_PROXY). Each app keeps the
// pages of a few site addresses only: the tests that use many have an app of their own.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-hosts-dist-"));
fs.writeFileSync(
  path.join(dist, "index.html"),
  `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap-->
<script type="module" src="/assets/index-abc123.js"></script></body></html>`,
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const ctx = useTestApp({}, { client: serveBuiltSpa(dist) });

/** An app whose Express believes the proxy headers of this machine's addresses (the tests' requests). */
const behindProxy = () =>
  ctx.restart({
    env: { ...ctx.env, ...loadEnv({ NODE_ENV: "test", DATA_DIR: ctx.env.DATA_DIR, TRUST_PROXY: "loopback" }) },
  });

/** The site address a page names, and whether it came from memory. */
async function visit(app: Parameters<typeof request>[0], urlPath: string, headers: Record<string, string>) {
  const before = await pagesFromMemory();
  const res = await request(app).get(urlPath).set(headers);
  const fromMemory = (await pagesFromMemory()) > before;
  return {
    status: res.status,
    siteUrl: res.status === 200 ? bootstrapOf(res.text).siteUrl : undefined,
    fromMemory,
    text: res.text,
  };
}

describe("visitors' pages without PUBLIC_SITE_URL", () => {
  it("come from memory from the second visit on, each naming the address its request came to", async () => {
    for (const host of ["www.example.org", "example.org:8080"]) {
      const first = await visit(ctx.app, "/about", { Host: host });
      expect(first).toMatchObject({ status: 200, siteUrl: `http://${host}`, fromMemory: false });
      const again = await visit(ctx.app, "/about", { Host: host });
      expect(again).toMatchObject({ status: 200, siteUrl: `http://${host}`, fromMemory: true });
      expect(again.text).toBe(first.text);
    }
  });

  it("believe no X-Forwarded-Proto or X-Forwarded-Host from a peer TRUST_PROXY does not trust", async () => {
    const app = ctx.restart();
    const host = { Host: "www.example.org" };
    await visit(app, "/about", host);
    for (let i = 0; i < 20; i++) {
      const spoofed = { ...host, "X-Forwarded-Host": `evil-${i}.example`, "X-Forwarded-Proto": "https" };
      expect(await visit(app, "/about", spoofed)).toMatchObject({
        siteUrl: "http://www.example.org",
        fromMemory: true,
      });
    }
    // None of them took one of the site addresses whose pages are kept.
    for (let i = 0; i < MAX_SITES - 1; i++) await visit(app, "/about", { Host: `site-${i}.example.org` });
    expect(await visit(app, "/about", { Host: "site-0.example.org" })).toMatchObject({ fromMemory: true });
    expect(await visit(app, "/about", { Host: `site-${MAX_SITES - 2}.example.org` })).toMatchObject({
      fromMemory: true,
    });
  });

  it("behind a trusted proxy, key the page by its X-Forwarded-Proto, as Express names the site", async () => {
    const app = behindProxy();
    const proxied = { Host: "www.example.org", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "ignored.example" };
    expect(await visit(app, "/about", proxied)).toMatchObject({
      siteUrl: "https://www.example.org",
      fromMemory: false,
    });
    expect(await visit(app, "/about", proxied)).toMatchObject({ siteUrl: "https://www.example.org", fromMemory: true });
    // The same host over plain HTTP is another site address, with its own page.
    const plain = await visit(app, "/about", { Host: "www.example.org" });
    expect(plain).toMatchObject({ siteUrl: "http://www.example.org", fromMemory: false });
    expect(await visit(app, "/about", { Host: "www.example.org", "X-Forwarded-Proto": "https, http" })).toMatchObject({
      siteUrl: "https://www.example.org",
      fromMemory: true,
    });
  });

  it(`keep the pages of at most ${MAX_SITES} site addresses: any other is rendered for each request, still right`, async () => {
    const app = ctx.restart();
    for (let i = 0; i < MAX_SITES; i++) {
      await visit(app, "/about", { Host: `host-${i}.example` });
      expect(await visit(app, "/about", { Host: `host-${i}.example` })).toMatchObject({ fromMemory: true });
    }
    for (const attempt of [1, 2]) {
      expect(await visit(app, "/about", { Host: "one-too-many.example" }), `visit ${attempt}`).toMatchObject({
        status: 200,
        siteUrl: "http://one-too-many.example",
        fromMemory: false,
      });
    }
    expect(await visit(app, "/about", { Host: "host-0.example" })).toMatchObject({ fromMemory: true });
  });

  it("a page taken down disappears for every site address at once", async () => {
    const admin = await ctx.signedIn();
    const created = await admin
      .post("/api/pages")
      .send({ title: "News", slug: "news", content: "<p>Hi</p>", isPublished: true });
    expect(created.status).toBe(201);
    const hosts = ["www.example.org", "example.org"];
    for (const host of hosts) {
      await visit(ctx.app, "/page/news", { Host: host });
      expect(await visit(ctx.app, "/page/news", { Host: host })).toMatchObject({ status: 200, fromMemory: true });
    }
    const { id, ...page } = created.body as { id: number; updatedAt: string };
    const unpublished = await admin.put(`/api/pages/${id}`).send({ ...page, isPublished: false });
    expect(unpublished.status).toBe(200);
    for (const host of hosts) expect((await visit(ctx.app, "/page/news", { Host: host })).status).toBe(404);
  });

  it("never answer a request with a session from memory, nor keep what it was shown", async () => {
    const admin = await ctx.signedIn({ username: "editor" });
    await admin.post("/api/pages").send({ title: "Draft", slug: "draft", content: "<p>Soon</p>", isPublished: false });
    const host = { Host: "www.example.org" };
    await visit(ctx.app, "/", host);
    expect(await visit(ctx.app, "/", host)).toMatchObject({ fromMemory: true });
    const before = await pagesFromMemory();
    const preview = await admin.get("/page/draft").set(host);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("Soon");
    expect(bootstrapOf((await admin.get("/").set(host)).text).queries).toContainEqual([
      ["/api/auth/me"],
      expect.objectContaining({ username: "editor" }),
    ]);
    expect(await pagesFromMemory()).toBe(before);
    for (const attempt of [1, 2]) {
      expect((await visit(ctx.app, "/page/draft", host)).status, `visit ${attempt}`).toBe(404);
    }
  });
});
