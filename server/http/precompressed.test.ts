import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { compress } from "./security";
import { serveBuiltSpa } from "./spa";

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
fs.mkdirSync(path.join(dist, "assets"));
fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), script);
fs.writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, "assets", "plain-def456.css"), "body { color: red }\n".repeat(100));

const app = express();
app.use(compress());
app.use(serveBuiltSpa(dist).assets);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** The answer as it went over the wire: supertest would decode the body. */
async function rawGet(urlPath: string, headers: Record<string, string>) {
  const server = app.listen(0);
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ port, path: urlPath, headers }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe("built scripts and stylesheets", () => {
  it("go to a browser that accepts brotli as the copy the build compressed, cached for a year", async () => {
    const res = await rawGet("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body).toEqual(fs.readFileSync(path.join(dist, "assets", "app-abc123.js.br")));
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("go to a browser without brotli as the plain file, compressed on the way as before", async () => {
    const gzip = await request(app).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(script);
    const plain = await request(app).get("/assets/app-abc123.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(plain.text).toBe(script);
  });

  it("without a brotli copy are compressed on the way; a file that does not exist is a 404", async () => {
    const css = await request(app).get("/assets/plain-def456.css").set("Accept-Encoding", "br");
    expect(css.status).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.text).toContain("color: red");
    const missing = await request(app).get("/assets/missing-000000.js").set("Accept-Encoding", "br");
    expect(missing.status).toBe(404);
    const nested = await request(app).get("/assets/../index.html.js").set("Accept-Encoding", "br");
    expect(nested.headers["content-encoding"]).not.toBe("br");
  });
});
