import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { firstPaint } from "./scripts/vite-first-paint.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { websiteChunks } from "./scripts/website-chunks.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

/** A path as a glob that matches only itself: forward slashes, glob characters escaped. */
const literalGlob = (file: string) =>
  file
    .split(path.sep)
    .join("/")
    .replace(/[*?[\]{}()!+@|]/g, "\\$&");

// The dev server may read any file of the project through /@fs/ addresses. It must never hand out the data
// directory (database files, the development session secret) or environment files. Vite's own list is replaced,
// not extended, by this one, so it is repeated here.
const devServerDeny = [
  ".env",
  ".env.*",
  "*.{crt,pem,key,p12,pfx,cer,der}",
  ".npmrc",
  ".yarnrc.yml",
  "**/.git/**",
  ".env*",
  `${literalGlob(path.join(root, "data"))}/**`,
];

/**
 * lucide-react's icon modules each end with `__iconData.node;`, a statement that does nothing (`node` is a plain
 * property of the object literal above it) but that the minifier keeps, since reading a property could run a
 * getter. Thirty of them reach the home page; dropped before bundling.
 */
const dropLucideNoOps = (): Plugin => ({
  name: "drop-lucide-no-ops",
  transform(code, id) {
    if (!/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id)) return null;
    return { code: code.replace(/^__iconData\.node;$/m, ""), map: null };
  },
});

export default defineConfig({
  root: path.join(root, "client"),
  publicDir: path.join(root, "client", "public"),
  plugins: [
    react(),
    dropLucideNoOps(),
    tailwindcss(),
    // The upright Latin file of the site's font (client/src/fonts.css), which every page's text uses; its italic is
    // fetched only by a page that shows italic text, so it is not preloaded.
    firstPaint({ preloadFonts: /\/atkinson-hyperlegible-next-latin-wght-normal-[\w-]+\.woff2$/ }),
    precompress(),
    // npm run build:report: what each chunk of the website is made of, as a treemap (gzip and brotli sizes
    // included); not the first screens' renderer, which the server runs.
    process.env.BUNDLE_REPORT && {
      ...visualizer({
        filename: path.join(
          root,
          "dist",
          process.env.BUNDLE_REPORT === "json" ? "bundle-report.json" : "bundle-report.html",
        ),
        template: process.env.BUNDLE_REPORT === "json" ? "raw-data" : "treemap",
        gzipSize: true,
        brotliSize: true,
      }),
      apply: (_config: unknown, { isSsrBuild }: { isSsrBuild?: boolean }) => !isSsrBuild,
    },
  ],
  resolve: {
    alias: {
      "@": path.join(root, "client", "src"),
      "@shared": path.join(root, "shared"),
      "use-sync-external-store/shim/index.js": path.join(
        root,
        "client",
        "src",
        "lib",
        "use-sync-external-store-shim.ts",
      ),
    },
  },
  server: {
    fs: { deny: devServerDeny },
  },
  build: {
    // No preloading helper: it would add a kilobyte to the first download for the few lazy chunks that import
    // another chunk, which the browser then requests as soon as it reads the import.
    modulePreload: false,
    // One stylesheet (index.html carries it inline), so no lazy chunk loads a stylesheet of its own on the way.
    cssCodeSplit: false,
    outDir: path.join(root, "dist", "public"),
    emptyOutDir: true,
    // Source maps only for `npm run coverage`, which maps the browser's coverage of the bundle back to client/src;
    // "hidden": no file names them, so a browser never asks for them.
    sourcemap: process.env.BUILD_SOURCEMAPS ? "hidden" : false,
    target: "es2022",
    // The first render's code in one file and the public screens' small shared modules in another, instead of a
    // request per icon (scripts/website-chunks.ts).
    rolldownOptions: { output: { codeSplitting: websiteChunks(path.join(root, "client", "src")) } },
  },
  test: {
    root,
    // In CI a JSON report as well, which .ci/run adds up into one closing line.
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: process.env.VITEST_JSON_REPORT ?? "test-results/vitest.json" },
    // Vitest runs one file fewer at a time than there are cores, which is one on a 2-core machine; the API tests
    // spend much of their time waiting (on child servers, timers, the database), so two at a time keep both busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // `npm run coverage` (scripts/coverage.mjs) turns it on; `vitest run` alone never measures.
    coverage: {
      provider: "v8",
      include: ["server/**/*.ts", "shared/**/*.ts", "client/src/**/*.{ts,tsx}"],
      exclude: ["**/*.test.{ts,tsx}", "**/*.d.ts", "server/test/**", "client/src/test/**"],
      reporter: ["json"],
      reportsDirectory: "coverage/vitest",
      // A failing test still ran what it ran; without this Vitest would write no report at all.
      reportOnFailure: true,
    },
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts"],
          // On the embedded database every test file opens its own in-memory database; on a PostgreSQL server
          // (TEST_DATABASE_URL) each worker has a database of its own there, which its files empty between tests
          // (server/test/worker-database.ts). Either way files run side by side.
          globalSetup: ["server/test/global-setup.ts"],
          setupFiles: ["server/test/worker-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/src/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/test/setup.ts"],
          // A screen clicked through with user-event takes a second or two; on a busy CI machine several.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
