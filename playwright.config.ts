import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium";

const PORT = Number(process.env.E2E_PORT ?? 5099);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  // One worker: the journeys share one server and one fresh database, and some check empty states.
  workers: 1,
  fullyParallel: false,
  // CI shares a small, busy machine: a journey that times out once is run again and reported as flaky in the
  // summary, instead of failing the whole run; locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/playwright.json" }]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node tests/e2e/start-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
