import fs from "node:fs";
import path from "node:path";
import express, { Router, type RequestHandler } from "express";
import type { LogFn } from "../lib/logger";
import type { TemplateSource } from "../modules/site/routes";
import { HttpError } from "./errors";
import { builtFirstScreen, type FirstScreenSource } from "./first-screen";
import { servePrecompressed } from "./precompressed";

/** The website's files, the HTML template every screen is rendered from, and a public page's first screen. */
export interface SpaBundle {
  assets: RequestHandler;
  template: TemplateSource;
  /**
   * Which build the template comes from (it changes when a new build replaces it), so that pages rendered from an
   * older one are no longer served; undefined while there is none. Absent when the template may change with every
   * request (Vite's development server): pages are then rendered for each request.
   */
  templateVersion?: () => string | undefined;
  firstScreen?: FirstScreenSource;
}

/** How often the built index.html is looked at again, at most. */
const TEMPLATE_CHECK_MS = 1000;

/**
 * The built client: hashed assets cached for a year (as the build's brotli copies to browsers that take them),
 * other public files for an hour, and index.html as the template, read again whenever a new build replaces it
 * (looked at no more than once a second).
 */
export function serveBuiltSpa(distDir: string, { log = () => {} }: { log?: LogFn } = {}): SpaBundle {
  const indexPath = path.join(distDir, "index.html");
  const assets = Router();
  assets.use("/assets", servePrecompressed(path.join(distDir, "assets"), { maxAge: "1y" }));
  assets.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  assets.use(express.static(distDir, { index: false, maxAge: "1h" }));

  let cached: { mtimeMs: number; html: string; version: string } | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  // The file's time and text change together: a version is never seen before its text. A file that cannot be read
  // right now (a build swapping folders) is tried again at the next check.
  const check = async () => {
    const stat = await fs.promises.stat(indexPath).catch(() => null);
    if (!stat) cached = undefined;
    else if (cached?.mtimeMs !== stat.mtimeMs) {
      const html = await fs.promises.readFile(indexPath, "utf8").catch(() => undefined);
      if (html !== undefined) cached = { mtimeMs: stat.mtimeMs, html, version: `${stat.mtimeMs}-${html.length}` };
    }
  };
  const recheck = () => {
    const now = Date.now();
    if (now - checkedAt >= TEMPLATE_CHECK_MS) {
      checkedAt = now;
      checking ??= check().finally(() => (checking = undefined));
    }
    return checking;
  };
  const template: TemplateSource = async () => {
    await recheck();
    if (!cached) throw new HttpError(503, "The website has not been built yet: run `npm run build`.");
    return cached.html;
  };
  // Pages answered from memory never read the template: asking which build it is looks at the file again too
  // (in the background; that request still gets the build known until then).
  const templateVersion = () => {
    void recheck();
    return cached?.version;
  };
  return { assets, template, templateVersion, firstScreen: builtFirstScreen(distDir, log) };
}

/**
 * Development: Vite in middleware mode on the same port, with HMR; the template goes through Vite's transforms.
 * vite.config.ts keeps the project's data/ folder and .env files out of what Vite serves; the data directory in
 * use (DATA_DIR may be elsewhere in the project) is added here. `close` ends HMR connections and file watching.
 */
export async function serveSpaWithVite(
  httpServer: import("node:http").Server,
  { dataDir }: { dataDir?: string } = {},
): Promise<SpaBundle & { close(): Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      // Added to the config file's list, which keeps Vite's defaults.
      fs: dataDir ? { deny: [`${literalGlob(dataDir)}/**`] } : undefined,
    },
    appType: "custom",
  });
  return {
    close: () => vite.close(),
    assets: vite.middlewares,
    template: async (url) => {
      const html = await fs.promises.readFile(path.resolve("client/index.html"), "utf8");
      return vite.transformIndexHtml(url, html);
    },
  };
}

/** A path as a glob that matches only itself: forward slashes, glob characters escaped. */
const literalGlob = (file: string) =>
  file
    .split(path.sep)
    .join("/")
    .replace(/[*?[\]{}()!+@|]/g, "\\$&");
