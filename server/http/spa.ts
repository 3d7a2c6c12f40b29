import fs from "node:fs";
import path from "node:path";
import express, { Router, type RequestHandler } from "express";
import type { TemplateSource } from "../modules/site/routes";
import { HttpError } from "./errors";

/** The website's files, and the HTML template every screen is rendered from. */
export interface SpaBundle {
  assets: RequestHandler;
  template: TemplateSource;
}

/**
 * The built client: hashed assets cached for a year, other public files for an hour, and index.html as the
 * template, read again whenever a new build replaces it.
 */
export function serveBuiltSpa(distDir: string): SpaBundle {
  const indexPath = path.join(distDir, "index.html");
  const assets = Router();
  assets.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  assets.use(express.static(distDir, { index: false, maxAge: "1h" }));

  let cached: { mtimeMs: number; html: string } | undefined;
  let checkedAt = 0;
  const template: TemplateSource = async () => {
    const now = Date.now();
    if (cached && now - checkedAt < 1000) return cached.html;
    checkedAt = now;
    const stat = await fs.promises.stat(indexPath).catch(() => null);
    if (!stat) throw new HttpError(503, "The website has not been built yet: run `npm run build`.");
    if (cached?.mtimeMs !== stat.mtimeMs)
      cached = { mtimeMs: stat.mtimeMs, html: await fs.promises.readFile(indexPath, "utf8") };
    return cached.html;
  };
  return { assets, template };
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
