import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { findProjectRoot } from "../lib/project-root";

/**
 * Where the build puts the embedded database's template (scripts/pg-template.mjs): `pgdata/`, an empty cluster
 * as initdb makes it, and `template.json`, the PGlite version that made it.
 */
export const defaultTemplateDir = path.join(findProjectRoot(), "dist", "pg-template");

const installedPgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = path.join(findProjectRoot(path.dirname(entry)), "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
};

/**
 * Makes `dataDir` a copy of the template's cluster, so PGlite opens an existing database instead of running
 * initdb. Returns why not when it did nothing: no template built, one made by another PGlite version, or a data
 * folder that already holds files (a cluster PGlite then completes or reopens itself). The copy is made beside
 * the data folder and renamed into place, so a start interrupted half-way leaves no half-copied cluster behind.
 * Call it only while holding the data folder's lock.
 */
export function copyTemplate(dataDir: string, templateDir = defaultTemplateDir): { copied: true } | { reason: string } {
  const cluster = path.join(templateDir, "pgdata");
  let made: string;
  try {
    made = (JSON.parse(fs.readFileSync(path.join(templateDir, "template.json"), "utf8")) as { pglite: string }).pglite;
  } catch {
    return { reason: `no template in ${templateDir} (\`npm run build\` makes it)` };
  }
  const installed = installedPgliteVersion();
  if (made !== installed) {
    return { reason: `the template in ${templateDir} was made by PGlite ${made}, this is ${installed}` };
  }
  if (!fs.existsSync(path.join(cluster, "PG_VERSION")))
    return { reason: `the template in ${templateDir} is incomplete` };
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    return { reason: `${dataDir} already holds files` };
  }
  const staging = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.new`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(cluster, staging, { recursive: true });
  // It will hold the sessions: only the server's user may enter it.
  fs.chmodSync(staging, 0o700);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(staging, dataDir);
  return { copied: true };
}
