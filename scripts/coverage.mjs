// npm run coverage [-- --no-run]
// V8 line coverage of the server (server/ and shared/) and of the website (client/src/), by every test layer that
// runs them: Vitest (unit, component and API tests, through @vitest/coverage-v8) and the browser journeys
// (Playwright against the built server, which writes its own V8 coverage, and the built website in Chromium).
// Prints one table and writes coverage/summary.json. --no-run only recomputes them from the last run's data.
//
// Every layer is converted by ast-v8-to-istanbul, which @vitest/coverage-v8 itself uses, so a line means the same in
// each: a line on which a statement starts. The lines counted are those Vitest's report lists for every source file
// (tested or not); a layer covers a line when a statement starting on it ran. Code is counted by where it lives, not
// where it ran: shared/ code run by the website counts for server+shared.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { mergeProcessCovs } from "@bcoe/v8-coverage";
import convert from "ast-v8-to-istanbul";
import { parseAstAsync } from "vitest/node";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "coverage");
const rawDir = path.join(outDir, "raw");
const vitestReport = path.join(outDir, "vitest", "coverage-final.json");
const websiteDir = path.join(root, "dist", "public");
// The built server's bundle, and the website's first-screen renderer that the server loads.
const serverScripts = [path.join(root, "dist", "server", "bundle"), path.join(websiteDir, ".server")];

const GROUPS = { server: /^(server|shared)\//, client: /^client\/src\// };

/** Runs a command with the terminal's output; returns its exit status. */
function run(label, args, env = {}) {
  console.log(`\n[coverage] ${label}`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  console.log(`[coverage] ${label}: exit ${status}, ${Math.round((Date.now() - started) / 1000)} s`);
  return status ?? 1;
}

/** Builds with source maps, then runs Vitest and the browser journeys, each recording coverage. */
function runLayers() {
  fs.rmSync(outDir, { recursive: true, force: true });
  const env = { BUILD_SOURCEMAPS: "1" };
  if (run("build (with source maps)", ["scripts/build.mjs", "--if-stale"], env) !== 0) process.exit(1);
  return {
    vitest: run("vitest", ["node_modules/vitest/vitest.mjs", "run", "--coverage.enabled"]),
    playwright: run("browser journeys", ["node_modules/@playwright/test/cli.js", "test"], { E2E_COVERAGE_DIR: rawDir }),
  };
}

/** The lines of an Istanbul file coverage on which a statement starts, and those on which one ran. */
function statementLines({ statementMap, s }) {
  const all = new Set();
  const ran = new Set();
  for (const [id, { start }] of Object.entries(statementMap)) {
    all.add(start.line);
    if (s[id] > 0) ran.add(start.line);
  }
  return { all, ran };
}

/** Istanbul coverage keyed by file name (a path, or a file: URL) as project-relative paths with forward slashes. */
function byRelativePath(coverageMap) {
  return Object.entries(coverageMap).map(([file, data]) => {
    const absolute = file.startsWith("file:") ? fileURLToPath(file) : file;
    return [path.relative(root, absolute).split(path.sep).join("/"), data];
  });
}

/** Adds the lines that ran in `coverageMap` to `layer` (relative path -> Set of lines). */
function addRanLines(layer, coverageMap) {
  for (const [file, data] of byRelativePath(coverageMap)) {
    const { ran } = statementLines(data);
    if (ran.size === 0) continue;
    const lines = layer.get(file) ?? new Set();
    for (const line of ran) lines.add(line);
    layer.set(file, lines);
  }
}

/** A built script's V8 coverage as Istanbul coverage of the sources its source map names. */
async function convertScript(file, functions) {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) {
    console.warn(`[coverage] ${path.relative(root, file)} has no source map; left out`);
    return {};
  }
  const code = fs.readFileSync(file, "utf8");
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
  const base = path.resolve(path.dirname(file), map.sourceRoot ?? "");
  map.sources = map.sources.map((source) => pathToFileURL(path.resolve(base, source)).href);
  delete map.sourceRoot;
  return convert({
    code,
    sourceMap: map,
    ast: await parseAstAsync(code),
    coverage: { url: pathToFileURL(file).href, functions },
  });
}

/** Reads V8 process coverages from `folder`, a batch at a time, into one (scripts of the same URL add up). */
function mergedProcessCoverage(folder, keep) {
  if (!fs.existsSync(folder)) return [];
  const files = fs.readdirSync(folder).filter((name) => name.endsWith(".json"));
  let merged = { result: [] };
  for (let i = 0; i < files.length; i += 20) {
    const batch = files.slice(i, i + 20).map((name) => {
      const { result } = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8"));
      return { result: result.filter((script) => keep(script.url)) };
    });
    merged = mergeProcessCovs([merged, ...batch]);
  }
  return merged.result;
}

/** The lines of the project's sources that ran in the journeys' servers. */
async function journeyServerLines() {
  const lines = new Map();
  const isServerScript = (url) =>
    url.startsWith("file:") && serverScripts.some((dir) => fileURLToPath(url).startsWith(dir + path.sep));
  for (const script of mergedProcessCoverage(path.join(rawDir, "server"), isServerScript)) {
    addRanLines(lines, await convertScript(fileURLToPath(script.url), script.functions));
  }
  return lines;
}

/** The lines of the project's sources that ran in the journeys' browser pages. */
async function journeyBrowserLines() {
  const lines = new Map();
  for (const script of mergedProcessCoverage(path.join(rawDir, "client"), () => true)) {
    const file = path.join(websiteDir, script.url);
    if (!fs.existsSync(file)) {
      console.warn(`[coverage] the page ran ${script.url}, which dist/public no longer holds; left out`);
      continue;
    }
    addRanLines(lines, await convertScript(file, script.functions));
  }
  return lines;
}

/** Covered and total lines of each group, for the lines of `reference` that `isCovered(file, line)`. */
function figures(reference, isCovered) {
  const result = {};
  for (const [group, pattern] of Object.entries(GROUPS)) {
    let covered = 0;
    let total = 0;
    for (const [file, lines] of reference) {
      if (!pattern.test(file)) continue;
      total += lines.size;
      for (const line of lines) if (isCovered(file, line)) covered += 1;
    }
    result[group] = { covered, total, percent: total ? Math.round((covered / total) * 1000) / 10 : 0 };
  }
  return result;
}

const has = (layer) => (file, line) => layer.get(file)?.has(line) ?? false;

function printTable(layers) {
  const cell = ({ covered, total, percent }) => `${percent.toFixed(1)} % (${covered}/${total})`.padEnd(24);
  console.log(`\n${"Line coverage".padEnd(28)}${"server+shared".padEnd(24)}client`);
  for (const [name, figure] of Object.entries(layers)) {
    console.log(`${name.padEnd(28)}${cell(figure.server)}${cell(figure.client)}`);
  }
}

function gitCommit() {
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout.trim();
  return dirty ? `${head} (with uncommitted changes)` : head;
}

const exitCodes = process.argv.includes("--no-run") ? null : runLayers();
if (!fs.existsSync(vitestReport)) {
  console.error(
    `[coverage] ${path.relative(root, vitestReport)} is missing: run \`npm run coverage\` without --no-run.`,
  );
  process.exit(1);
}

console.log("\n[coverage] mapping the journeys' coverage to the sources");
const reference = new Map();
const vitest = new Map();
for (const [file, data] of byRelativePath(JSON.parse(fs.readFileSync(vitestReport, "utf8")))) {
  const { all, ran } = statementLines(data);
  reference.set(file, all);
  vitest.set(file, ran);
}
const inServer = await journeyServerLines();
const inBrowser = await journeyBrowserLines();
const inJourneys = (file, line) => has(inServer)(file, line) || has(inBrowser)(file, line);

const layers = {
  vitest: figures(reference, has(vitest)),
  "browser journeys": figures(reference, inJourneys),
  "  of which in the server": figures(reference, has(inServer)),
  "  of which in Chromium": figures(reference, has(inBrowser)),
  combined: figures(reference, (file, line) => has(vitest)(file, line) || inJourneys(file, line)),
};
printTable(layers);

const files = Object.fromEntries(
  [...reference].map(([file, lines]) => {
    const count = (isCovered) => [...lines].filter((line) => isCovered(file, line)).length;
    return [file, { lines: lines.size, vitest: count(has(vitest)), journeys: count(inJourneys) }];
  }),
);
const summary = {
  commit: gitCommit(),
  measuredAt: new Date().toISOString(),
  loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  exitCodes,
  layers,
  files,
};
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\n[coverage] ${path.relative(root, path.join(outDir, "summary.json"))} written`);
if (exitCodes && (exitCodes.vitest !== 0 || exitCodes.playwright !== 0)) {
  console.error("[coverage] some tests failed: the figures count what ran all the same.");
  process.exit(1);
}
