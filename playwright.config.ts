import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  // Each worker starts its own server on its own fresh database (the `server` fixture in tests/e2e/fixtures.ts), and
  // a spec file's journeys run in order in one worker: some arrange rows for the next, some check empty states.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // CI shares a small, busy machine: a journey that times out once is run again and reported as flaky in the
  // summary, instead of failing the whole run; locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  // CI's machine runs two browsers, their servers and the PostgreSQL API suite on two cores: a step that takes a
  // second here can take ten there. The limits only decide how long a failure takes to report.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/playwright.json" }]] : [["list"]],
  use: {
    // A trace records every action's DOM snapshot and screenshot as the test runs, which costs each journey time
    // whether it fails or not: only the retry of a failed journey records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
});
