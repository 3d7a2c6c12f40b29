// npm run build [-- client|server ...] [--if-stale]
// Builds the website with Vite into dist/public and the server with esbuild into dist/server (plain JavaScript
// that `node` runs without a TypeScript loader). Each build writes into a new folder beside its target, which
// takes the target's place only once the build succeeded: a failed build never empties the folder a running
// server serves. Each output holds a stamp of the inputs it was built from, so `npm start` rebuilds only what
// changed. Plain Node on purpose, with Vite and esbuild loaded only when something is built.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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
    // Vite's root is client/ (index.html, public/, src/); VITE_* variables are compiled into the bundle.
    inputs: ["client", "shared", "vite.config.ts", "tailwind.config.ts", "tsconfig.json", "package-lock.json"],
    env: /^VITE_/,
    build: buildClient,
  },
  server: {
    outDir: path.join(root, "dist", "server"),
    inputs: ["server", "shared", "tsconfig.json", "package-lock.json"],
    env: null,
    build: buildServer,
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

const pidAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
};

/**
 * Runs `build(folder)` on a new, empty folder beside `target`, then puts that folder in `target`'s place with
 * renames. Until the build succeeded the previous output is not touched, and when it fails it stays as it was.
 */
export async function replaceDirAfter(target, build) {
  const parent = path.dirname(target);
  const prefix = `.${path.basename(target)}.`;
  fs.mkdirSync(parent, { recursive: true });
  // Folders left by a build that was killed half-way (their process is gone) are removed.
  for (const name of fs.readdirSync(parent)) {
    const pid = name.startsWith(prefix) ? Number(/^(?:next|old)-(\d+)-/.exec(name.slice(prefix.length))?.[1]) : 0;
    if (pid && !pidAlive(pid)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  // mkdirSync rather than mkdtempSync, whose folders only their owner may read.
  const next = path.join(parent, `${prefix}next-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);
  fs.mkdirSync(next);
  try {
    await build(next);
  } catch (error) {
    fs.rmSync(next, { recursive: true, force: true });
    throw error;
  }
  const old = path.join(parent, `${prefix}old-${process.pid}-${Date.now()}`);
  let hadPrevious = true;
  try {
    fs.renameSync(target, old);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    hadPrevious = false;
  }
  try {
    fs.renameSync(next, target);
  } catch (error) {
    if (hadPrevious) fs.renameSync(old, target);
    throw error;
  }
  if (hadPrevious) fs.rmSync(old, { recursive: true, force: true });
}

/** The website, with the project's vite.config.ts, written into `outDir`. */
export async function buildClient(outDir) {
  const { build } = await import("vite");
  await build({ configFile: path.join(root, "vite.config.ts"), build: { outDir, emptyOutDir: true } });
}

/**
 * The server bundled by esbuild into `outDir`/bundle (npm packages stay imports from node_modules; `@shared/*`
 * resolves through tsconfig.json's paths), with a small `outDir`/<name>.js per program that turns on source
 * maps, so error stacks name the TypeScript files and lines, before it loads the bundle.
 */
export async function buildServer(outDir, { entries = serverEntries } = {}) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.entries(entries).map(([out, source]) => ({ in: source, out })),
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
    const launcher = [
      `// Built by scripts/build.mjs from ${entries[name]}: maps error stacks to the sources, then runs the bundle.`,
      "process.setSourceMapsEnabled(true);",
      `await import("./bundle/${name}.js");`,
      "",
    ].join("\n");
    fs.writeFileSync(path.join(outDir, `${name}.js`), launcher);
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
  for (const name of ifStale ? staleBuilds(names) : names) {
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
