import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness";
import { serveBuiltSpa } from "./spa";

// A built website whose first-screen renderer writes what it was given: the address and the bootstrap data's
// first query key. It fails for /faq, as a broken renderer would.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-first-screen-"));
const template = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-bootstrap--></body></html>`;
const renderer = (version: string) => `export async function renderFirstScreen(url, bootstrap) {
  if (url === "/faq") throw new Error("renderer broke");
  return "<main data-version=\\"${version}\\">" + url + " " + JSON.stringify(bootstrap.queries[0][0]) + "</main>";
}\n`;
fs.writeFileSync(path.join(dist, "index.html"), template);
fs.mkdirSync(path.join(dist, ".server"));
const rendererFile = path.join(dist, ".server", "first-screen.js");
fs.writeFileSync(rendererFile, renderer("1"));

const ctx = useTestApp({}, { client: serveBuiltSpa(dist, { log: (message) => ctx.logs.push(message) }) });
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

describe("a public page's first screen", () => {
  it("is written into the page, rendered from the address and the page's bootstrap data", async () => {
    const res = await ctx.anonymous().get("/about?tab=team");
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('<main data-version="1">/about?tab=team ["/api/auth/me"]</main>');
    const notFound = await ctx.anonymous().get("/no/such/page");
    expect(notFound.status).toBe(404);
    expect(rootOf(notFound.text)).toContain("/no/such/page");
  });

  it("is left to the app on the sign-in page and in the admin area", async () => {
    for (const url of ["/auth", "/admin/team", "/admin/pages"]) {
      const res = await ctx.anonymous().get(url);
      expect(rootOf(res.text), url).toBe("");
    }
  });

  it("is left out when the renderer fails, and the page is still sent", async () => {
    const res = await ctx.anonymous().get("/faq");
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe("");
    expect(ctx.logs.some((line) => line.includes("Could not write the first screen of /faq"))).toBe(true);
  });

  it("comes from a new build's renderer once it replaces the old one; the renderer itself is never served", async () => {
    fs.writeFileSync(rendererFile, renderer("2"));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(rendererFile, later, later);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the file is looked at once a second at most
    expect(rootOf((await ctx.anonymous().get("/")).text)).toContain('data-version="2"');
    expect((await ctx.anonymous().get("/.server/first-screen.js")).status).toBe(404);
  });
});
