// Full-page screenshots of every public route in each colour mode, for review by eye: starts the built server on a
// fresh embedded database filled with content like a real site's (scripts/bench-support.ts), then saves
// screenshots/<mode>-<width>/<route>.png for light, dark and forced colours at 1280 and 390 px, and the main admin
// screens at 1280 px into screenshots/admin-<mode>/. Run it with `npm run screenshots`, which builds first when the
// build is stale. `npm run screenshots -- /about /faq` takes only those routes (and no admin screens).
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { adminRoutes } from "@shared/admin-routes";
import { chromiumLaunchOptions } from "../tests/chromium";
import { MODES, switchMode } from "../tests/colour-modes";
import { publicPaths } from "../tests/public-routes";
import { ADMIN, BENCH_PAGE_SLUG, seed, startServer } from "./bench-support";

const OUT_DIR = "screenshots";
const WIDTHS = [1280, 390];

/** A route's file name: `/` is home, `/services/epub` is services-epub. */
const fileFor = (route: string) => (route === "/" ? "home" : route.slice(1).replace(/\//g, "-"));

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("#root[data-app-started]").waitFor({ state: "attached" });
}

/** One page load per route and width; the modes are switched on the loaded page. */
async function shootAll(page: Page, base: string, routes: string[], dirOf: (mode: string) => string) {
  for (const route of routes) {
    await open(page, base + route);
    for (const mode of MODES) {
      await switchMode(page, mode);
      // light, dark, forced: the folder names, free of spaces.
      const file = path.join(OUT_DIR, dirOf(mode.name.split(" ")[0]!), `${fileFor(route)}.png`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
    }
    console.log(`  ${route}`);
  }
}

const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const server = await startServer(0, undefined, { publicSiteUrl: null });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  // No client logos: their images would be addresses nothing serves.
  await seed(server.base, { logos: false });
  const routes = only.length > 0 ? only : publicPaths({ id: "epub", slug: BENCH_PAGE_SLUG });
  for (const width of WIDTHS) {
    console.log(`${width} px`);
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    await shootAll(await context.newPage(), server.base, routes, (mode) => `${mode}-${width}`);
    await context.close();
  }
  if (only.length === 0) {
    console.log("admin, 1280 px");
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
    const login = await context.request.post(`${server.base}/api/auth/login`, { data: ADMIN });
    if (!login.ok()) throw new Error(`Signing in failed: ${login.status()}`);
    const screens = Object.values(adminRoutes).map((route) => route.path);
    await shootAll(await context.newPage(), server.base, screens, (mode) => `admin-${mode}`);
    await context.close();
  }
  console.log(`Saved in ${OUT_DIR}/`);
} finally {
  await browser.close();
  await server.stop();
}
