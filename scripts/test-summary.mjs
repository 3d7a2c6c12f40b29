// Adds up the JSON reports of every test run in test-results/ and prints one closing line for CI.
import fs from "node:fs";
import path from "node:path";

const dir = "test-results";
let passed = 0;
let failed = 0;
let flaky = 0;
let skipped = 0;
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json") || f.endsWith(".tap")) : [];
for (const file of files) {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
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
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    flaky += report.stats.flaky ?? 0;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
  console.log(`${file}: counted`);
}
if (files.length === 0) {
  console.log("No test reports found.");
  process.exit(1);
}
console.log(`Total: ${passed} passed (${flaky} only on a retry), ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
