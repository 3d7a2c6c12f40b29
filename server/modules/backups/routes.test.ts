import fs from "node:fs";
import path from "node:path";
import type { ActivityPage } from "@shared/schema";
import { describe, expect, it } from "vitest";
import { readArchive } from "../../backup/read-archive";
import { useTestApp } from "../../test/harness";

const ctx = useTestApp();

/** Reads a download's bytes as they are (supertest would otherwise try to decode gzip or text). */
const binary = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};

describe("backups for administrators", () => {
  it("makes a backup of the running site, lists it, downloads it whole, and logs who made it", async () => {
    const admin = await ctx.signedIn({ username: "keeper" });
    await ctx.storage.put("photo.png", Buffer.from([1, 2, 3]), "image/png");
    expect((await admin.get("/api/backups")).body).toEqual([]);

    const made = await admin.post("/api/backups");
    expect(made.status).toBe(201);
    expect(made.body.name).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/);
    const listed = await admin.get("/api/backups");
    expect(listed.body).toEqual([made.body]);

    const download = await admin
      .get(`/api/backups/${made.body.name}`)
      .buffer(true)
      .parse(binary as never);
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^application\/gzip/);
    expect(download.headers["content-disposition"]).toContain(made.body.name);
    const file = path.join(ctx.env.DATA_DIR, "backups", "downloaded.tar.gz");
    fs.writeFileSync(file, download.body as Buffer);
    const manifest = await readArchive(file, path.join(ctx.env.DATA_DIR, "unpacked"));
    expect(manifest.tables.find((t) => t.name === "users")?.rows).toBe(1);
    expect(manifest.uploads.map((u) => u.name)).toEqual(["photo.png"]);

    const activity = (await admin.get("/api/activity")).body as ActivityPage;
    expect(activity.items[0]).toMatchObject({
      action: "create",
      entityType: "backups",
      summary: `Added the backup "${made.body.name}"`,
    });
  });

  it.each(["..%2F..%2Fpackage.json", "backup-20260101-000000.tar.gz", "..", "setup-token", "backup.tar.gz%00"])(
    "answers 404 for %s, which is no backup's name or no backup",
    async (name) => {
      const res = await (await ctx.signedIn()).get(`/api/backups/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "There is no such backup." });
    },
  );
});
