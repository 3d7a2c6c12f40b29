import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findProjectRoot } from "./project-root";

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("findProjectRoot", () => {
  it("finds the project folder, where the migrations are, from the server's code", () => {
    const root = findProjectRoot();
    expect(fs.existsSync(path.join(root, "migrations", "meta", "_journal.json"))).toBe(true);
  });

  it("finds the same folder from a bundle two levels down (dist/server)", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "root-"));
    temps.push(root);
    fs.writeFileSync(path.join(root, "package.json"), "{}");
    fs.mkdirSync(path.join(root, "dist", "server"), { recursive: true });
    expect(findProjectRoot(path.join(root, "dist", "server"))).toBe(root);
    expect(findProjectRoot(root)).toBe(root);
  });
});
