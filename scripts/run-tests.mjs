// npm test: every layer, with the independent ones side by side, and a non-zero exit when any of them fails.
//
//   1. the type-check, the lint and the build of whatever is stale (the website and server the browser tests run,
//      the database template every embedded database is copied from), side by side;
//   2. the unit, component and API tests (then the build scripts' own tests) beside the browser tests.
//
// The browser tests spend most of their time waiting on pages and servers, and the API tests on child processes
// and the database, so together they keep two cores busier than one after the other, and finish sooner. Every
// layer runs even when another failed, so one run reports every failure. The browser tests' output goes to
// test-results/e2e.log and is printed once both have finished, so the two runs' lines do not interleave.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.join(path.dirname(new URL(import.meta.url).pathname), "..");
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });

/** Runs `npm run <script>`, its output to this terminal or to `logFile`; resolves with its name and exit code. */
function run(script, logFile) {
  const started = Date.now();
  const out = logFile ? fs.openSync(logFile, "w") : "inherit";
  const child = spawn("npm", ["run", "--silent", script], { cwd: root, stdio: ["ignore", out, out] });
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      if (typeof out === "number") fs.closeSync(out);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`== ${script}: ${code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve({ script, code: code ?? 1 });
    });
  });
}

/** Runs the scripts one after another, every one even after a failure. */
async function inOrder(...scripts) {
  const outcomes = [];
  for (const script of scripts) outcomes.push(await run(script));
  return outcomes;
}

const e2eLog = path.join(results, "e2e.log");
const outcomes = [
  ...(await Promise.all([run("check"), run("lint"), run("build:stale")])),
  ...(
    await Promise.all([inOrder("test:unit", "test:scripts"), run("test:e2e", e2eLog).then((outcome) => [outcome])])
  ).flat(),
];
console.log("== test:e2e (output)");
process.stdout.write(fs.readFileSync(e2eLog, "utf8"));

const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
console.log(failed.length ? `== npm test: failed: ${failed.join(", ")}` : "== npm test: every layer passed");
process.exit(failed.length ? 1 : 0);
