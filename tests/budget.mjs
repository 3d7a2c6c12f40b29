// Fails when a first load downloads more than its budget (gzip bytes, read from the build output):
//   "/"      — what index.html loads before the first render;
//   "/admin" — the same plus the lazy chunks the signed-in admin area loads to show its first screen (the admin
//              app, the floating admin menu and the team screen, where /admin leads).
// Both follow Vite's build manifest (dist/public/.vite/manifest.json): each chunk lists the chunks it imports
// statically, and Vite preloads all of them together with a lazy chunk, so the closure is what the browser fetches.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const KB = 1024;
const dist = path.resolve(process.env.CLIENT_DIST_DIR ?? "dist/public");
const manifestFile = path.join(dist, ".vite", "manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));

const loads = [
  {
    name: "/",
    budget: { js: 90 * KB, css: 15 * KB },
    entries: ["index.html"],
    advice: "lazy-load more of what / does not need.",
  },
  {
    name: "/admin",
    budget: { js: 180 * KB, css: 15 * KB },
    entries: [
      "index.html",
      "src/app/admin-app.tsx",
      "src/app/admin-menu-entry.tsx",
      "src/features/admin-team/components/team-screen.tsx",
    ],
    advice: "keep server-only code (drizzle tables) and heavy libraries out of the admin's first screen.",
  },
];

/** The output files of `entries` and of every chunk they import statically, transitively. */
function filesOf(entries) {
  const files = new Set();
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const key = queue.shift();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    // A renamed or removed module must not silently shrink the figure.
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}; update tests/budget.mjs.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  return [...files];
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

let over = false;
for (const load of loads) {
  const files = filesOf(load.entries);
  const totals = { js: 0, css: 0 };
  for (const file of files) totals[file.endsWith(".css") ? "css" : "js"] += gzipSize(file);
  console.log(
    `First load of "${load.name}" (gzip): JS ${kb(totals.js)} of ${kb(load.budget.js)}, CSS ${kb(totals.css)} of ${kb(load.budget.css)}`,
  );
  console.log(`  files: ${files.join(", ")}`);
  if (totals.js > load.budget.js || totals.css > load.budget.css) {
    console.error(`Over budget for "${load.name}": ${load.advice}`);
    over = true;
  }
}
if (over) process.exit(1);
