import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../test/process";
import { batchedDestination } from "./log-destination";

/**
 * Runs a Node process that logs `count` lines through the server's logger on standard output, then ends as `ending`
 * says, and returns what it printed and how it ended.
 */
function logThenEnd(count: number, ending: string): Promise<{ stdout: string; code: number | null }> {
  const logger = path.join(root, "server", "lib", "logger.ts");
  const script = `
    import { jsonLogger } from ${JSON.stringify(logger)};
    const logger = jsonLogger("info");
    // A long field, so that some turns hold more than the destination keeps before writing.
    for (let i = 0; i < ${count}; i++) logger.info({ i, text: "x".repeat(200) }, "line");
    ${ending}
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    stdio: ["ignore", "pipe", "ignore"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ stdout, code })));
}

const numbers = (stdout: string) =>
  stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { i: number }).i);

describe("the log on standard output", () => {
  const expected = Array.from({ length: 2000 }, (_, i) => i);
  it.each([
    ["the process ends by itself", ""],
    ["the process exits (a normal stop)", "process.exit(0)"],
    ["an exception nobody catches", "setTimeout(() => { throw new Error('crash'); })"],
    ["a rejection nobody handles", "Promise.reject(new Error('crash'))"],
    [
      "lines written in a later turn, then an exit",
      "setTimeout(() => { logger.info({ i: 2000 }, 'late'); process.exit(1); })",
    ],
  ])(
    "keeps every line, whole and in order, when %s",
    async (_, ending) => {
      const { stdout, code } = await logThenEnd(2000, ending);
      expect(code).toBe(ending.includes("late") || ending.includes("crash") ? 1 : 0);
      expect(numbers(stdout)).toEqual(ending.includes("late") ? [...expected, 2000] : expected);
    },
    30_000,
  );
});

describe("the log's batches", () => {
  it("are written after the lines are logged, not while, and all of them, in order, by the time they are flushed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-batches-"));
    const file = path.join(dir, "log.jsonl");
    const fd = fs.openSync(file, "w");
    try {
      const destination = batchedDestination(fd);
      const lines = Array.from({ length: 3000 }, (_, i) => `{"i":${i},"text":"${"x".repeat(i % 300)}"}\n`);
      for (const line of lines.slice(0, 1000)) destination.write(line);
      // Logging a line costs no system call: nothing is written yet.
      expect(fs.readFileSync(file, "utf8")).toBe("");
      // Written by itself within a few milliseconds, lines logged meanwhile too.
      await new Promise((resolve) => setTimeout(resolve, 15));
      for (const line of lines.slice(1000)) destination.write(line);
      await expect.poll(() => fs.readFileSync(file, "utf8").length, { timeout: 2000 }).toBeGreaterThan(0);
      await destination.flushed();
      expect(fs.readFileSync(file, "utf8")).toBe(lines.join(""));
    } finally {
      fs.closeSync(fd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
