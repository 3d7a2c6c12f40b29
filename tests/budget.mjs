// Fails when the first load of "/" downloads more than the budget (gzip bytes, read from the build output).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET = { js: 90 * 1024, css: 15 * 1024 };
const dist = path.resolve(process.env.CLIENT_DIST_DIR ?? "dist/public");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");

// What index.html loads directly: its entry script, modulepreloads and stylesheets.
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
// Plus the static imports of those scripts, transitively (lazy chunks are excluded: they are dynamic imports).
const seen = new Set();
const queue = [...refs];
while (queue.length) {
  const ref = queue.shift();
  if (seen.has(ref)) continue;
  seen.add(ref);
  if (!ref.endsWith(".js")) continue;
  const code = fs.readFileSync(path.join(dist, ref), "utf8");
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    queue.push(`/assets/${m[1]}`);
  }
}
const totals = { js: 0, css: 0 };
for (const ref of seen) {
  const bytes = zlib.gzipSync(fs.readFileSync(path.join(dist, ref)), { level: 9 }).length;
  totals[ref.endsWith(".css") ? "css" : "js"] += bytes;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`First load of "/" (gzip): JS ${kb(totals.js)} of ${kb(BUDGET.js)}, CSS ${kb(totals.css)} of ${kb(BUDGET.css)}`);
console.log(`  files: ${[...seen].join(", ")}`);
if (totals.js > BUDGET.js || totals.css > BUDGET.css) {
  console.error("Over budget: lazy-load more of what / does not need.");
  process.exit(1);
}
