// The embedded database's template: the empty cluster PostgreSQL's initdb makes, made once by the build instead
// of by every server that starts on an empty DATA_DIR. Creating a cluster in the server ran a second PGlite and
// the initdb program beside the first, with a copy of the database's whole memory: the highest memory the server
// ever needed (over 900 MiB). A new data folder is now a copy of this template (server/db/embedded-template.ts).
//
// The template holds what initdb makes and nothing of any site: the system catalogs and the `postgres` user and
// database (which sign in without a password, over the server's private socket only). The migrations run at
// start-up as on any other database, and the site's secrets live outside the database. It is made by the same
// PGlite the server runs, with the same initdb options, and shut down cleanly; the server copies it only when
// the PGlite versions match.
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";

export const TEMPLATE_FOLDER = "pgdata";
export const TEMPLATE_INFO = "template.json";

/** Writes the template cluster and its description (the PGlite version that made it) into `outDir`. */
export async function buildTemplate(outDir, { root }) {
  // As in the server (server/db/embedded.ts): V8's optimizing compiler would add its memory to initdb's, and
  // make the build slower besides; it only concerns WebAssembly, which no other build runs.
  v8.setFlagsFromString("--no-wasm-tier-up");
  v8.setFlagsFromString("--no-wasm-dynamic-tiering");
  const { PGlite } = await import("@electric-sql/pglite");
  const pgliteFolder = path.join(root, "node_modules", "@electric-sql", "pglite");
  const { version } = JSON.parse(fs.readFileSync(path.join(pgliteFolder, "package.json"), "utf8"));
  // The server's settings (server/db/embedded-settings.json) are also in force while initdb works, which keeps
  // this build's own memory lower, and are written into the cluster's postgresql.conf.
  const settings = JSON.parse(fs.readFileSync(path.join(root, "server", "db", "embedded-settings.json"), "utf8"));
  const pglite = new PGlite(path.join(outDir, TEMPLATE_FOLDER), {
    initDbStartParams: Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  });
  await pglite.waitReady;
  await pglite.close();
  fs.writeFileSync(path.join(outDir, TEMPLATE_INFO), `${JSON.stringify({ pglite: version }, null, 2)}\n`);
}
