import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Bootstrap } from "@shared/bootstrap";
import type { LogFn } from "../lib/logger";

/**
 * The HTML of a public page's first screen, for the server to write into the page it sends (the app replaces it
 * with its own first render of the same screen); undefined when there is none to write.
 */
export type FirstScreenSource = (url: string, bootstrap: Bootstrap) => Promise<string | undefined>;

interface Renderer {
  renderFirstScreen(url: string, bootstrap: Bootstrap): Promise<string>;
}

/**
 * The renderer the client build writes beside the website (`distDir`/.server/first-screen.js), loaded on first use
 * and again whenever a new build replaces it. A build without one (or a renderer that fails) leaves the first
 * screen to the app, as before: the page is still sent.
 */
export function builtFirstScreen(distDir: string, log: LogFn): FirstScreenSource {
  const file = path.join(distDir, ".server", "first-screen.js");
  let loaded: { mtimeMs: number; renderer: Promise<Renderer> } | undefined;
  let checkedAt = 0;
  return async (url, bootstrap) => {
    const now = Date.now();
    if (!loaded || now - checkedAt >= 1000) {
      checkedAt = now;
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat) return undefined;
      // A new build is a new module: the address carries the file's time, so the import is not the cached one.
      if (loaded?.mtimeMs !== stat.mtimeMs) {
        const renderer = import(`${pathToFileURL(file).href}?v=${stat.mtimeMs}`) as Promise<Renderer>;
        loaded = { mtimeMs: stat.mtimeMs, renderer };
      }
    }
    try {
      return await (await loaded.renderer).renderFirstScreen(url, bootstrap);
    } catch (error) {
      log(`Could not write the first screen of ${url}: ${error instanceof Error ? error.stack : String(error)}`, {
        level: "error",
      });
      return undefined;
    }
  };
}
