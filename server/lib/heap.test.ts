import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { YOUNG_GENERATION_MAX_BYTES } from "./heap";

const MiB = 1024 * 1024;

/**
 * Runs a fresh Node process that applies `step` (or nothing), then keeps allocating objects that survive a few
 * collections, which makes V8 grow its young generation; returns the young generation's size before and after.
 */
function youngGenerationUnderLoad(step: "none" | "hold" | "size"): { before: number; after: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "heap-"));
  const script = path.join(dir, "load.mts");
  fs.writeFileSync(
    script,
    `const heap = await import(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, "heap.ts")).href)});
const before = heap.youngGenerationSize();
if (${JSON.stringify(step)} === "hold") heap.holdYoungGeneration();
if (${JSON.stringify(step)} === "size") heap.sizeHeapForTheServer();
const kept = [];
for (let round = 0; round < 300; round++) {
  kept.push(Array.from({ length: 20000 }, (_, i) => ({ i, label: "item " + i })));
  if (kept.length > 12) kept.shift();
  // Lets the process take its turns between allocations, as a server between requests.
  await new Promise((resolve) => setImmediate(resolve));
}
console.log(JSON.stringify({ before, after: heap.youngGenerationSize() }));
`,
  );
  try {
    const output = execFileSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8" });
    return JSON.parse(output.trim().split("\n").at(-1)!);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the server's heap sizing", () => {
  it("left to itself, V8 grows the young generation past the server's limit under this load", () => {
    expect(youngGenerationUnderLoad("none").after).toBeGreaterThan(YOUNG_GENERATION_MAX_BYTES);
  }, 60_000);

  it("holds the young generation at its size while the modules load", () => {
    const { before, after } = youngGenerationUnderLoad("hold");
    expect(before).toBeLessThan(YOUNG_GENERATION_MAX_BYTES);
    expect(after).toBe(before);
  }, 60_000);

  it("once started, lets it grow to 16 MiB and no further", () => {
    const { before, after } = youngGenerationUnderLoad("size");
    expect(before).toBeLessThan(YOUNG_GENERATION_MAX_BYTES);
    expect(after).toBe(16 * MiB);
  }, 60_000);
});
