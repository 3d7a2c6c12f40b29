import path from "node:path";
import { defineConfig } from "vitest/config";

// The cluster test alone (`npm run test:cluster`): it needs nginx and a PostgreSQL server, so it is not part of
// the default suites; `.ci/run` installs nginx and runs it.
const root = path.resolve(import.meta.dirname, "../..");
export default defineConfig({
  root,
  resolve: { alias: { "@shared": path.join(root, "shared") } },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: process.env.VITEST_JSON_REPORT ?? "test-results/vitest-cluster.json" },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
