// Everything the browser journeys share, in one module. Every spec imports all it uses from here.
//
// The Playwright `test` adds these fixtures to Playwright's own:
// - server (per worker): the worker's own server on a fresh database (worker-server.ts); `baseURL` points at it.
// - page: Playwright's, signed in when asked (below); under `npm run coverage` it records which scripts ran
//   (coverage.ts).
// - consoleErrors (always on): any console error the journey did not announce fails it.
// - leftovers, changedSettings (options, `test.use`): rows the journeys create and settings they change, deleted or
//   put back after each test.
// - signedIn (option): `test.use({ signedIn: true })` signs the browser page in as the e2e administrator through the
//   API before the test starts, as signInPage does. Journeys about signing in leave it off and sign in by hand.
// - api: the test's `request`, signed in as the administrator, for arranging and checking data. It is the same
//   context as `request`, so a journey that also needs a signed-out request uses `visitor`.
// - visitor: a request context of its own that never signs in, for what anyone may ask of the site.
// - ui: the checks a journey runs on its page, bound to it: ui.toast(text), ui.expectAccessible(context) (axe and
//   HTML_CodeSniffer at both sizes) and ui.shot(name). The functions behind them stay exported for other pages.
// The helpers that arrange data through the admin API (arrange.ts) are exported from here too.
import fs from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type APIRequestContext, type Cookie, type Locator, type Page } from "@playwright/test";
import { adminApi, deleteWhere, setSetting, signInPage } from "./arrange";
import { codeSnifferErrors } from "./code-sniffer";
import { recordScriptCoverage } from "./coverage";
import { startWorkerServer, type WorkerServer } from "./worker-server";

export * from "./arrange";
export { expect };

/**
 * What a journey says about console errors. Any `console.error` in the page and any uncaught exception fails the
 * test, unless announced: `expect(pattern)` requires at least one matching line (a journey that answers a request
 * with 500 on purpose, which Chromium logs as "Failed to load resource"), `allow(pattern)` only tolerates them.
 */
export interface ConsoleErrors {
  expect(pattern: RegExp): void;
  allow(pattern: RegExp): void;
}

/** Rows a journey creates: after each test, every row of `url` whose `field` starts with `prefix` is deleted. */
export interface Leftover {
  url: string;
  field: string;
  prefix: string;
}

/** The checks a journey runs on its own page (the `ui` fixture). */
export interface PageChecks {
  /** The toast region's message with this text (toastWith). */
  toast(text: string | RegExp): Locator;
  /** No axe or HTML_CodeSniffer finding at 1280×800 and 390×844 (expectNoAxeViolationsAtBothSizes). */
  expectAccessible(context: string): Promise<void>;
  /** A screenshot at both sizes, only when SCREENSHOTS=1 (shot). */
  shot(name: string): Promise<void>;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  /**
   * What this spec's journeys leave behind, in the order it is deleted: `test.use({ leftovers: [...] })`. A list of
   * more than one is written `[[...], { scope: "test" }]`: Playwright takes a bare list whose second item is an object
   * for a value and its options.
   */
  leftovers: Leftover[];
  /** Site settings this spec's journeys change, put back to their defaults after each test. */
  changedSettings: string[];
  cleanUp: void;
  /** Whether the page is signed in as the administrator before the test: `test.use({ signedIn: true })`. */
  signedIn: boolean;
  /** `request`, signed in as the administrator. */
  api: APIRequestContext;
  /** A request context of its own, never signed in. */
  visitor: APIRequestContext;
  ui: PageChecks;
}

export const test = base.extend<Fixtures, { server: WorkerServer; adminCookies: Cookie[] }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  leftovers: [[], { option: true }],
  changedSettings: [[], { option: true }],
  signedIn: [false, { option: true }],
  // One administrator session per worker, put into each signed-in page's browser: a sign-in costs a real password
  // hash, which most journeys would otherwise pay once or twice each. A journey that ended it (signed out, changed
  // the password) leaves the next one to sign in again.
  adminCookies: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use([]);
    },
    { scope: "worker" },
  ],
  page: async ({ page, signedIn, adminCookies }, use) => {
    const saveScriptCoverage = await recordScriptCoverage(page);
    waitForAppAfterLoads(page);
    if (signedIn) {
      await page.context().addCookies(adminCookies);
      if (adminCookies.length === 0 || !(await page.request.get("/api/auth/me")).ok()) {
        await page.context().clearCookies();
        await signInPage(page);
        adminCookies.splice(0, adminCookies.length, ...(await page.context().cookies()));
      }
    }
    await use(page);
    await saveScriptCoverage();
  },
  api: async ({ request }, use) => {
    await use(await adminApi(request));
  },
  visitor: async ({ playwright, baseURL }, use) => {
    const visitor = await playwright.request.newContext({ baseURL });
    await use(visitor);
    await visitor.dispose();
  },
  ui: async ({ page }, use) => {
    await use({
      toast: (text) => toastWith(page, text),
      expectAccessible: (context) => expectNoAxeViolationsAtBothSizes(page, context),
      shot: (name) => shot(page, name),
    });
  },
  cleanUp: [
    async ({ leftovers, changedSettings, request }, use) => {
      await use();
      if (leftovers.length === 0 && changedSettings.length === 0) return;
      await adminApi(request);
      for (const key of changedSettings) await setSetting(request, key, null);
      for (const { url, field, prefix } of leftovers) {
        await deleteWhere(request, url, (row) => String(row[field]).startsWith(prefix));
      }
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ page }, use) => {
      const announced: Array<{ pattern: RegExp; required: boolean; seen: boolean }> = [];
      const unexpected: string[] = [];
      const record = (text: string) => {
        const match = announced.find((entry) => entry.pattern.test(text));
        if (match) match.seen = true;
        else unexpected.push(text);
      };
      page.on("console", (message) => {
        if (message.type() === "error") record(`${message.text()} (${message.location().url || "page"})`);
      });
      page.on("pageerror", (error) => record(`Uncaught: ${error.message}`));
      await use({
        expect: (pattern) => announced.push({ pattern, required: true, seen: false }),
        allow: (pattern) => announced.push({ pattern, required: false, seen: false }),
      });
      expect(unexpected, "console errors the journey did not announce").toEqual([]);
      const missing = announced.filter((entry) => entry.required && !entry.seen).map((entry) => String(entry.pattern));
      expect(missing, "console errors the journey announced but never saw").toEqual([]);
    },
    { auto: true },
  ],
});

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** axe-core's browser build, injected into the page under test by the scans. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/**
 * axe's WCAG 2.2 A/AA violations on the page as it is now. axe is injected once per document (through the DevTools
 * protocol, so the page's Content-Security-Policy does not stop it) under a name of its own, and run where the page
 * is. @axe-core/playwright's builder does the same work around a blank page it opens for every scan, to merge the
 * results of frames, and injects axe again each time: about five times the cost of the run itself. No page of the
 * site has a frame, so a page that has one fails here rather than have its frame go unscanned.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(
    frames.map((frame) => frame.url()),
    "frames the axe scan would not look into",
  ).toEqual([]);
  if (!(await page.evaluate(() => "e2eAxe" in window))) {
    await page.evaluate(`${AXE_SOURCE};window.e2eAxe = window.axe;`);
  }
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { e2eAxe: typeof import("axe-core") }).e2eAxe;
    const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(" ")),
    }));
  }, AXE_TAGS);
}

/**
 * Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page as it is now, or when the
 * second engine, HTML_CodeSniffer, reports a WCAG2AA error (codeSnifferErrors).
 */
export async function expectNoAxeViolations(page: Page, context = "", { soft = false }: ScanOptions = {}) {
  const check = soft ? expect.soft : expect;
  const summary = (await axeViolations(page)).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.slice(0, 5).join("\n    ")}`,
  );
  check(summary, `axe violations ${context}`).toEqual([]);
  check(await codeSnifferErrors(page), `HTML_CodeSniffer WCAG2AA errors ${context}`).toEqual([]);
}

/**
 * `soft`: a finding fails the test but lets it go on, so a journey that scans several states in a row still scans
 * the ones after it.
 */
export interface ScanOptions {
  soft?: boolean;
}

// --- Admin journeys ---

/** A window size a scan runs at. */
export interface Viewport {
  name: string;
  width: number;
  height: number;
}

/** Runs axe and HTML_CodeSniffer at each size (1280×800 and 390×844 unless told), then restores the desktop size. */
export async function expectNoAxeViolationsAt(
  page: Page,
  context: string,
  viewports: readonly Viewport[] = VIEWPORTS,
  options: ScanOptions = {},
) {
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page, `${context} at ${viewport.name}`, options);
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}

/** Runs axe at 1280×800 and 390×844, then restores the desktop size. */
export async function expectNoAxeViolationsAtBothSizes(page: Page, context: string) {
  await expectNoAxeViolationsAt(page, context);
}

/** Saves a screenshot for eyeballing (only when SCREENSHOTS=1). */
export async function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.screenshot({ path: `/tmp/admin-shots/${name}-${viewport.name}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}

/**
 * The toast region's current message. While a modal dialog is open everything outside it is aria-hidden
 * (Radix announces toasts through its own live region meanwhile), so hidden nodes are included here.
 */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notification/, includeHidden: true }).getByText(text);

/**
 * Moves to `path` the way a link inside the app does. A page opened directly already carries its first data,
 * so loading and error states are reached by moving to a screen whose data the page did not bring.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, "", to), path);
}

/** Pages whose scripts a test holds back (holdScripts): their loads do not wait for the app. */
const scriptsHeld = new WeakSet<Page>();

/**
 * Makes `page.goto` and `page.reload` of one of the site's pages resolve once the app has started
 * (client/src/main.tsx marks it), not once the server's HTML is there: the app's first render replaces a public
 * page's first screen, and an element found before that is gone after it. Not when the load stops at "commit" or
 * the test holds the scripts back, to look at the server's HTML on its own.
 */
function waitForAppAfterLoads(page: Page) {
  const started = async (response: Awaited<ReturnType<Page["goto"]>>, waitUntil?: string) => {
    const html = response?.headers()["content-type"]?.startsWith("text/html");
    if (html && waitUntil !== "commit" && !scriptsHeld.has(page))
      await expect(page.locator("#root[data-app-started]")).toHaveCount(1);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => started(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => started(await reload(options), options?.waitUntil);
}

/** Holds every script of the app until `release` is called, so the server's HTML can be looked at on its own. */
export async function holdScripts(page: Page) {
  scriptsHeld.add(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Delays one API answer so a loading state can be seen. */
export async function holdResponse(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
