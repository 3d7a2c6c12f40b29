// Puts a freshly built folder in the place of the one a running server may be serving, only once the build
// succeeded: scripts/build.mjs builds every output through it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const pidAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
};

/**
 * Runs `build(folder)` on a new, empty folder beside `target`, then puts that folder in `target`'s place with
 * renames. Until the build succeeded the previous output is not touched, and when it fails it stays as it was.
 */
export async function replaceDirAfter(target, build) {
  const parent = path.dirname(target);
  const prefix = `.${path.basename(target)}.`;
  fs.mkdirSync(parent, { recursive: true });
  // Folders left by a build that was killed half-way (their process is gone) are removed.
  for (const name of fs.readdirSync(parent)) {
    const pid = name.startsWith(prefix) ? Number(/^(?:next|old)-(\d+)-/.exec(name.slice(prefix.length))?.[1]) : 0;
    if (pid && !pidAlive(pid)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  // mkdirSync rather than mkdtempSync, whose folders only their owner may read.
  const next = path.join(parent, `${prefix}next-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);
  fs.mkdirSync(next);
  try {
    await build(next);
  } catch (error) {
    fs.rmSync(next, { recursive: true, force: true });
    throw error;
  }
  const old = path.join(parent, `${prefix}old-${process.pid}-${Date.now()}`);
  let hadPrevious = true;
  try {
    fs.renameSync(target, old);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    hadPrevious = false;
  }
  try {
    fs.renameSync(next, target);
  } catch (error) {
    if (hadPrevious) fs.renameSync(old, target);
    throw error;
  }
  if (hadPrevious) fs.rmSync(old, { recursive: true, force: true });
}
