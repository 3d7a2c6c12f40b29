import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder: the nearest one holding package.json above `from` (by default the folder of this code).
 * Files shipped beside the code, like migrations/, are found from here, which gives the same answer whether the
 * server runs from its sources (server/lib/) or from the bundle in dist/server/.
 */
export function findProjectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = path.resolve(from);
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json in ${from} or any folder above it.`);
    dir = parent;
  }
  return dir;
}
