// npm test: every layer, and a non-zero exit when any of them fails.
//
//   1. the type-check, the lint and the build of whatever is stale (the website and server the browser tests run,
//      the database template every embedded database is copied from), side by side: each takes one core;
//   2. the unit, component and API tests, then the build scripts' own tests, then the browser tests.
//
// The unit and API tests keep both cores busy, so the browser tests run after them, not beside them: together they
// took longer than one after the other, and timings stretched until journeys failed. Every layer runs even when
// another failed, so one run reports every failure.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.join(path.dirname(new URL(import.meta.url).pathname), "..");

/** Runs `npm run <script>`; resolves with its name and exit code. */
function run(script) {
  const started = Date.now();
  const child = spawn("npm", ["run", "--silent", script], { cwd: root, stdio: "inherit" });
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
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

const outcomes = [
  ...(await Promise.all([run("check"), run("lint"), run("build:stale")])),
  ...(await inOrder("test:unit", "test:scripts", "test:e2e")),
];

const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
console.log(failed.length ? `== npm test: failed: ${failed.join(", ")}` : "== npm test: every layer passed");
process.exit(failed.length ? 1 : 0);
