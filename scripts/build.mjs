// npm run build [-- client|server|template ...] [--if-stale]
// Builds the website with Vite into dist/public, the server with esbuild into dist/server (plain JavaScript
// that `node` runs without a TypeScript loader), and the embedded database's template into dist/pg-template;
// each in a process of its own when there are several. Each build writes into a new folder beside its target,
// which takes the target's place only once the build succeeded: a failed build never empties the folder a running
// server serves. Each output holds a stamp of the inputs it was built from, so `npm start` rebuilds only what
// changed. Plain Node on purpose, with Vite, esbuild and PGlite loaded only when something is built.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { replaceDirAfter } from "./replace-dir.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The server's programs: dist/server/<name>.js runs <source>. */
export const serverEntries = {
  index: "server/index.ts",
  "admin-create": "server/scripts/admin-create.ts",
  "uploads-sweep": "server/scripts/uploads-sweep.ts",
  "uploads-copy-to-s3": "server/scripts/uploads-copy-to-s3.ts",
  backup: "server/scripts/backup.ts",
  restore: "server/scripts/restore.ts",
};

/** What each build produces and what it reads: files and folders below the project, and environment variables. */
export const builds = {
  client: {
    outDir: path.join(root, "dist", "public"),
    // Vite's root is client/ (index.html, public/, src/); VITE_* variables are compiled into the bundle, and
    // BUILD_SOURCEMAPS (npm run coverage) adds source maps beside it.
    inputs: ["client", "shared", "vite.config.ts", "tailwind.config.ts", "tsconfig.json", "package-lock.json"],
    env: /^(VITE_|BUILD_SOURCEMAPS$)/,
    build: buildClient,
  },
  server: {
    outDir: path.join(root, "dist", "server"),
    inputs: ["server", "shared", "tsconfig.json", "package-lock.json"],
    env: null,
    build: buildServer,
  },
  template: {
    outDir: path.join(root, "dist", "pg-template"),
    // The PGlite version (package-lock.json), the settings initdb runs with, and how the template is made.
    inputs: ["package-lock.json", "server/db/embedded-settings.json", "scripts/pg-template.mjs"],
    env: null,
    build: (outDir) => buildTemplate(outDir, { root }),
  },
};

const STAMP = ".build-stamp";
// Tests and their set-up are not part of what ships: editing them does not make a build stale.
const isTestOnly = (name) => name === "test" || name === "node_modules" || /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * A hash of everything a build reads: each input file's path, size and modification time (not its content,
 * so checking stays a few milliseconds), this script itself, and the environment variables the build uses.
 */
export function inputsHash({ inputs, env }, { base = root, environment = process.env } = {}) {
  const hash = crypto.createHash("sha256");
  const visit = (relative) => {
    const full = path.join(base, relative);
    let stat;
    try {
      stat = fs.statSync(full);
    } catch {
      hash.update(`${relative}\tmissing\n`);
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) if (!isTestOnly(name)) visit(path.join(relative, name));
    } else {
      hash.update(`${relative}\t${stat.size}\t${stat.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(input);
  hash.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  if (env) {
    for (const key of Object.keys(environment)
      .filter((k) => env.test(k))
      .sort()) {
      hash.update(`${key}=${environment[key]}\n`);
    }
  }
  return hash.digest("hex");
}

/** Whether the output in `outDir` was built from the inputs as they are now. */
export function isCurrent(spec, outDir = spec.outDir, options) {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(outDir, STAMP), "utf8"));
    return stamp.inputs === inputsHash(spec, options);
  } catch {
    return false;
  }
}

/** The names of the builds (of those asked about) whose output is missing or older than their inputs. */
export function staleBuilds(names = Object.keys(builds)) {
  return names.filter((name) => !isCurrent(builds[name]));
}

/** The embedded database's template (scripts/pg-template.mjs), loaded only when it is built. */
async function buildTemplate(outDir, options) {
  const template = await import("./pg-template.mjs");
  await template.buildTemplate(outDir, options);
}

/**
 * The website, with the project's vite.config.ts, written into `outDir`; and beside it, in `outDir`/.server (a dot
 * folder, which static file serving never hands out), the same components built for Node as one module that
 * renders a public page's first screen for the server (client/src/first-screen.tsx).
 */
export async function buildClient(outDir) {
  const { build } = await import("vite");
  const configFile = path.join(root, "vite.config.ts");
  await build({ configFile, build: { outDir, emptyOutDir: true } });
  await build({
    configFile,
    // lucide-react's entry loads every icon it has when Node imports it; bundled, only the site's icons remain.
    ssr: { noExternal: ["lucide-react"] },
    build: {
      ssr: "src/first-screen.tsx",
      outDir: path.join(outDir, ".server"),
      emptyOutDir: false,
      copyPublicDir: false,
      // The lazy screens stay chunks of their own: the server loads only those of public pages.
      rolldownOptions: { output: { codeSplitting: true } },
    },
  });
}

/**
 * The server bundled by esbuild into `outDir`/bundle (npm packages stay imports from node_modules; `@shared/*`
 * resolves through tsconfig.json's paths), with a small `outDir`/<name>.js per program that loads the bundle,
 * turning on source maps first (error stacks then name the TypeScript files and lines) except for the server.
 */
export async function buildServer(outDir, { entries = serverEntries } = {}) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    absWorkingDir: root,
    // The server's launcher loads bundle/heap.js before the bundle itself (see below).
    entryPoints: Object.entries({ ...entries, ...("index" in entries ? { heap: "server/lib/heap.ts" } : {}) }).map(
      ([out, source]) => ({ in: source, out }),
    ),
    outdir: path.join(outDir, "bundle"),
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  for (const name of Object.keys(entries)) {
    // The commands map error stacks to the sources. The server does not by default: Node then keeps the source
    // maps of the bundle and of every dependency that ships one, about 8 MiB for as long as the server runs;
    // NODE_OPTIONS=--enable-source-maps turns them on.
    const launcher =
      name === "index"
        ? [
            `// Built by scripts/build.mjs from ${entries[name]}: runs the bundle. Error stacks name the bundle's lines;`,
            "// NODE_OPTIONS=--enable-source-maps maps them to the sources, for about 8 MiB more memory.",
            "// V8's young generation stays small while the bundle loads its packages; the server sizes it once started.",
            'const { holdYoungGeneration } = await import("./bundle/heap.js");',
            "holdYoungGeneration();",
          ]
        : [
            `// Built by scripts/build.mjs from ${entries[name]}: maps error stacks to the sources, then runs the bundle.`,
            "process.setSourceMapsEnabled(true);",
          ];
    launcher.push(`await import("./bundle/${name}.js");`, "");
    fs.writeFileSync(path.join(outDir, `${name}.js`), launcher.join("\n"));
  }
}

/**
 * Builds one of `builds` into its folder (or `outDir`) and stamps it with the inputs' hash, taken before the
 * build starts: a file edited while it runs makes the next check find the output stale.
 */
export async function runBuild(name, { outDir = builds[name].outDir, ...options } = {}) {
  const spec = builds[name];
  const hash = inputsHash(spec);
  await replaceDirAfter(outDir, async (folder) => {
    await spec.build(folder, options);
    fs.writeFileSync(path.join(folder, STAMP), `${JSON.stringify({ inputs: hash })}\n`);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const ifStale = args.includes("--if-stale");
  const asked = args.filter((a) => a !== "--if-stale");
  const unknown = asked.filter((a) => !(a in builds));
  if (unknown.length) {
    console.error(`Unknown build ${unknown.join(", ")}; choose from: ${Object.keys(builds).join(", ")}.`);
    process.exit(2);
  }
  const names = asked.length ? asked : Object.keys(builds);
  const chosen = ifStale ? staleBuilds(names) : names;
  if (chosen.length > 1) {
    // Each build in a process of its own: Vite keeps most of its memory until its process ends, and the template's
    // initdb needs as much again, which together would not fit a small server.
    for (const name of chosen) {
      const build = spawnSync(process.execPath, [fileURLToPath(import.meta.url), name], { stdio: "inherit" });
      if (build.status !== 0) process.exit(build.status || 1);
    }
  } else {
    for (const name of chosen) {
      const started = Date.now();
      console.log(`[build] ${name} -> ${path.relative(root, builds[name].outDir)}`);
      try {
        await runBuild(name);
      } catch (error) {
        console.error(`[build] ${name} failed; the previous output (if any) is unchanged.`);
        if (!(error && error.errors)) console.error(error);
        process.exit(1);
      }
      console.log(`[build] ${name} done in ${Date.now() - started} ms`);
    }
  }
}
