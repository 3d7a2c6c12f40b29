// `npm run coverage` (scripts/coverage.mjs) sets E2E_COVERAGE_DIR: the journeys' page then records which parts of
// the website's scripts ran, and each worker's server writes what of its own code ran (tests/e2e/start-server.mjs).
// Unset, nothing is recorded and nothing is slower.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const coverageDir = process.env.E2E_COVERAGE_DIR;

/**
 * Starts recording V8 coverage of the page's scripts, across its navigations; the function it returns writes what
 * ran of the website's own scripts (/assets/*.js) into E2E_COVERAGE_DIR/client, as one V8 process coverage per
 * test. Addresses are kept as paths: each worker's server has a port of its own, and the same script from two
 * workers must add up.
 */
export async function recordScriptCoverage(page: Page): Promise<() => Promise<void>> {
  if (!coverageDir) return async () => {};
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  return async () => {
    // A journey that closed its page took the recording with it.
    if (page.isClosed()) return;
    const entries = await page.coverage.stopJSCoverage();
    const result = entries.flatMap(({ url, scriptId, functions }) => {
      const { pathname } = new URL(url, "http://invalid");
      return /^\/assets\/.+\.js$/.test(pathname) ? [{ scriptId, url: pathname, functions }] : [];
    });
    const folder = path.join(coverageDir, "client");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${crypto.randomUUID()}.json`), JSON.stringify({ result }));
  };
}
