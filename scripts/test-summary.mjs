// Adds up the JSON reports of every test run in test-results/ and prints one closing line for CI, after the ten
// slowest test files of all the runs (where the time of a run goes).
import fs from "node:fs";
import path from "node:path";

const dir = "test-results";
let passed = 0;
let failed = 0;
let flaky = 0;
let skipped = 0;
/** [seconds, "run: file"] for every test file of every report. */
const fileTimes = [];
/**
 * "run: file › test" and the start of its error for every test that failed, so the last lines of a CI log say
 * what to look at and why (a log may keep only its tail).
 */
const failures = [];

/** The first lines of an error message, without terminal colours, indented under its test. */
function excerpt(message) {
  const lines = String(message ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .filter((line) => line.trim() !== "");
  return lines
    .slice(0, 12)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join("\n");
}

const relative = (file) => path.relative(process.cwd(), file);

/** Playwright's JSON nests suites (file, describe blocks) around specs, whose tests carry one result per try. */
function playwrightFiles(suites, run) {
  for (const fileSuite of suites ?? []) {
    let ms = 0;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? []) {
          for (const r of t.results ?? []) ms += r.duration ?? 0;
          if (t.status === "unexpected") {
            const error = (t.results ?? []).map((r) => r.error?.message).find(Boolean);
            failures.push(`${run}: ${fileSuite.file} › ${spec.title}\n${excerpt(error)}`);
          }
        }
      for (const child of suite.suites ?? []) walk(child);
    };
    walk(fileSuite);
    fileTimes.push([ms / 1000, `${run}: ${fileSuite.file}`]);
  }
}

const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json") || f.endsWith(".tap")) : [];
for (const file of files) {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const run = file.replace(/\.(json|tap)$/, "");
  if (file.endsWith(".tap")) {
    // node --test: the closing "# pass N" / "# fail N" / "# skipped N" lines
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    passed += count("pass");
    failed += count("fail");
    skipped += count("skipped") + count("todo");
    console.log(`${file}: counted`);
    continue;
  }
  const report = JSON.parse(text);
  if ("numPassedTests" in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      if (result.startTime && result.endTime)
        fileTimes.push([(result.endTime - result.startTime) / 1000, `${run}: ${relative(result.name)}`]);
      for (const test of result.assertionResults ?? [])
        if (test.status === "failed")
          failures.push(`${run}: ${relative(result.name)} › ${test.fullName}\n${excerpt(test.failureMessages?.[0])}`);
      // A file that failed before its tests ran (an import or a hook) has no failed test of its own.
      if (result.status === "failed" && !(result.assertionResults ?? []).some((t) => t.status === "failed")) {
        failures.push(`${run}: ${relative(result.name)} › failed to run\n${excerpt(result.message)}`);
        failed += 1;
      }
    }
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    flaky += report.stats.flaky ?? 0;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    playwrightFiles(report.suites, run);
  }
  console.log(`${file}: counted`);
}
if (files.length === 0) {
  console.log("No test reports found.");
  process.exit(1);
}
if (fileTimes.length > 0) {
  console.log("The ten slowest test files:");
  for (const [seconds, name] of fileTimes.sort((a, b) => b[0] - a[0]).slice(0, 10))
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${name}`);
}
if (failures.length > 0) {
  console.log("Failed:");
  for (const name of failures) console.log(`  ${name}`);
}
console.log(`Total: ${passed} passed (${flaky} only on a retry), ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
