import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { SWEEP_MIN_AGE_MS } from "./modules/uploads/cleanup";

const hex = (n: number) => n.toString(16).padStart(32, "0");

// Packages that hold memory for good once loaded, which the server loads only when first needed: image uploads
// (sharp for raster images, svgo for SVG), e-mail, passkey ceremonies.
const LOADED_WHEN_NEEDED = /[\\/]node_modules[\\/](sharp|svgo|nodemailer|@simplewebauthn)[\\/]/;

/**
 * A module hook for the child process that writes the address of every module it loads to `logFile`, one a line
 * (hooks run on their own thread, where a file is the simple way out).
 */
function moduleLog(dir: string, logFile: string): string {
  const hooks = path.join(dir, "log-hooks.mjs");
  fs.writeFileSync(
    hooks,
    `import fs from "node:fs";
export async function load(url, context, next) {
  fs.appendFileSync(${JSON.stringify(logFile)}, url + "\\n");
  return next(url, context);
}`,
  );
  const register = path.join(dir, "log-register.mjs");
  fs.writeFileSync(
    register,
    `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  return register;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("server start-up", () => {
  it("listens first, then removes old uploads no record refers to, keeping young ones; loads no image, SVG, e-mail or passkey library", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "start-sweep-"));
    const uploadDir = path.join(tmp, "uploads");
    fs.mkdirSync(uploadDir);
    const aged = (name: string, ageMs: number) => {
      fs.writeFileSync(path.join(uploadDir, name), "x");
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(path.join(uploadDir, name), when, when);
    };
    aged(`${hex(1)}.svg`, SWEEP_MIN_AGE_MS + 60_000);
    aged(`${hex(2)}.svg`, 60_000);

    const loaded = path.join(tmp, "modules.log");
    const child = spawn(process.execPath, ["--import", moduleLog(tmp, loaded), "--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: path.join(tmp, "data"),
        UPLOAD_DIR: uploadDir,
        DATABASE_URL: "",
        VITE_DEV: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no sweep report in time:\n${output}`)), 45_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (/Removed 1 unused upload file/.test(output)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on("data", read);
        child.stderr.on("data", read);
        child.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
      });
      expect(output.indexOf("Listening on")).toBeGreaterThan(-1);
      expect(output.indexOf("Listening on")).toBeLessThan(output.indexOf("Removed 1 unused upload file"));
      expect(output).toContain(`Removed 1 unused upload file(s): ${hex(1)}.svg`);
      expect(fs.readdirSync(uploadDir)).toEqual([`${hex(2)}.svg`]);
      const modules = fs.readFileSync(loaded, "utf8").split("\n");
      expect(modules.some((url) => url.includes("/server/app.ts"))).toBe(true);
      expect(modules.filter((url) => LOADED_WHEN_NEEDED.test(url))).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
