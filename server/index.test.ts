import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SWEEP_MIN_AGE_MS } from "./modules/uploads/cleanup";

const hex = (n: number) => n.toString(16).padStart(32, "0");

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("server start-up", () => {
  it("listens first, then removes old uploads no record refers to, keeping young ones", async () => {
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

    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
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
