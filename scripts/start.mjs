// npm start: builds what is missing or out of date, then runs the server in this same process.
// npm run serve: runs an existing build (--no-build), and says so clearly when there is none.
// npm run admin:create -- ..., npm run uploads:sweep, npm run uploads:copy-to-s3, npm run backup and
// npm run restore: the same for another of the server's programs (dist/server/<name>.js).
//
//   node scripts/start.mjs [--no-build] [program] [arguments...]     program: index (default), admin-create,
//                                                                    uploads-sweep, uploads-copy-to-s3, backup
//                                                                    or restore
//
// Plain Node, no TypeScript loader: the check costs a few milliseconds when the build is current. A build runs in
// a child process, so Vite and esbuild do not stay in the server's memory; when it fails nothing starts.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { builds, root, serverEntries, staleBuilds } from "./build.mjs";

const log = (message) => console.log(`[start] ${message}`);

const args = process.argv.slice(2);
const noBuild = args[0] === "--no-build";
if (noBuild) args.shift();
const program = args[0] && !args[0].startsWith("-") ? args.shift() : "index";
if (!(program in serverEntries)) {
  console.error(`[start] Unknown program "${program}"; choose from: ${Object.keys(serverEntries).join(", ")}.`);
  process.exit(2);
}
// The website matters only to the web server; every program may create the embedded database (from the template).
const needed = program === "index" ? ["client", "server", "template"] : ["server", "template"];
const entry = path.join(builds.server.outDir, `${program}.js`);

const stale = staleBuilds(needed);
// "client", "client and server", "client, server and template".
const named = stale.length > 1 ? `${stale.slice(0, -1).join(", ")} and ${stale.at(-1)}` : stale.join("");
if (noBuild) {
  if (!fs.existsSync(entry)) {
    console.error(
      `[start] ${path.relative(root, entry)} does not exist: run \`npm run build\` first ` +
        "(or `npm start`, which builds what is missing).",
    );
    process.exit(1);
  }
  if (stale.length) log(`Note: the ${named} build is older than its sources; \`npm run build\` updates it.`);
} else if (stale.length) {
  log(`Building ${named} (missing or older than the sources)...`);
  const build = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs"), ...stale], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error("[start] The build failed; not starting.");
    process.exit(build.status || 1);
  }
}

// The program sees its own arguments, as if it had been started as `node dist/server/<program>.js ...`.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(entry).href);
