import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LockHeldError } from "../db/lock";
import { LocalStorage } from "../storage";
import { killServers, startServer } from "../test/process";
import { openForBackup, openForRestore } from "./connect";
import { createBackup } from "./create-backup";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-running-"));
afterAll(async () => {
  await killServers();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("backup and restore beside a running server on the embedded database", () => {
  it("backs up through the running server's socket, and refuses to restore while it runs", async () => {
    const dataDir = path.join(tmp, "data");
    const uploadDir = path.join(tmp, "uploads");
    fs.mkdirSync(uploadDir);
    fs.writeFileSync(path.join(uploadDir, "photo.png"), Buffer.from([0, 1, 2, 3]));
    const server = await startServer({ DATA_DIR: dataDir, UPLOAD_DIR: uploadDir });
    const logs: string[] = [];
    const database = await openForBackup({ dataDir: path.join(dataDir, "pg"), log: (line) => logs.push(line) });
    const outFile = path.join(tmp, "site.tar.gz");
    const manifest = await createBackup({ source: database, storage: new LocalStorage(uploadDir), outFile });
    expect(logs.join("\n")).toMatch(/A server is running on the embedded database .*: reading through its socket/);
    expect(manifest.tables.find((t) => t.name === "faq_items")?.rows).toBeGreaterThan(0);
    expect(manifest.uploads.map((u) => u.name)).toEqual(["photo.png"]);
    // The server kept answering.
    const faq = await fetch(`http://127.0.0.1:${server.port}/api/faq`);
    expect(faq.status).toBe(200);

    await expect(openForRestore({ dataDir: path.join(dataDir, "pg") })).rejects.toThrow(LockHeldError);
    await expect(openForRestore({ dataDir: path.join(dataDir, "pg") })).rejects.toThrow(
      /Not restoring while a server uses the embedded database/,
    );
  }, 120_000);
});
