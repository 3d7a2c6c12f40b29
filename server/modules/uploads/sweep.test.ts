import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { clientLogos, media, pages, siteSettings, teamMembers, testimonials } from "@shared/tables";
import { logoBody, pageBody, teamMemberBody, testimonialBody } from "@shared/test/rows";
import { LocalStorage } from "../../storage";
import { useTestApp } from "../../test/harness";
import { STORAGE_BACKENDS } from "../../test/s3";
import { SWEEP_MIN_AGE_MS, sweepUploads } from "./cleanup";

// The sweep removes old stored files that no record refers to, in a folder and in a bucket. A library entry is such
// a record: an image in the library stays until it is deleted there, used or not.
describe.each(STORAGE_BACKENDS)("uploads kept on %s, swept", (backend) => {
  const ctx = useTestApp({}, { storage: backend });

  describe.runIf(backend === "disk")("sweeping unreferenced uploads in a folder", () => {
    const dirs: string[] = [];
    afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

    const hex = (n: number) => n.toString(16).padStart(32, "0");
    /** A folder of upload-like files, each `age` old. */
    function folder(files: Record<string, number>): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-"));
      dirs.push(dir);
      for (const [name, age] of Object.entries(files)) {
        const file = path.join(dir, name);
        fs.writeFileSync(file, "x");
        const when = new Date(Date.now() - age);
        fs.utimesSync(file, when, when);
      }
      return dir;
    }
    const OLD = SWEEP_MIN_AGE_MS + 60_000;
    const YOUNG = SWEEP_MIN_AGE_MS - 60_000;

    it("removes old files nothing refers to, with their copies, and keeps young and referenced ones", async () => {
      const db = ctx.database.db;
      await db.insert(teamMembers).values(teamMemberBody({ imageUrl: `/uploads/${hex(1)}-400x200.jpg` }));
      await db.insert(clientLogos).values(logoBody({ logoUrl: `/uploads/${hex(2)}.png` }));
      await db.insert(testimonials).values(testimonialBody({ companyLogoUrl: `/uploads/${hex(3)}-10x10.png` }));
      await db.insert(siteSettings).values({ settingKey: "companyLogo", settingValue: `/uploads/${hex(4)}.svg` });
      await db.insert(pages).values(pageBody({ content: `<img src="/uploads/${hex(5)}-10x10.webp">` }));
      // In the library, and used nowhere.
      await db.insert(media).values({
        uploadId: hex(9),
        url: `/uploads/${hex(9)}-10x10.png`,
        name: "unused.png",
        contentType: "image/png",
      });
      const dir = folder({
        [`${hex(1)}-400x200.jpg`]: OLD,
        [`${hex(1)}-400x200.w160.webp`]: OLD,
        [`${hex(2)}.png`]: OLD,
        [`${hex(3)}-10x10.png`]: OLD,
        [`${hex(4)}.svg`]: OLD,
        [`${hex(5)}-10x10.png`]: OLD, // the page shows its WebP copy: the upload is in use
        [`${hex(6)}-400x200.jpg`]: OLD,
        [`${hex(6)}-400x200.webp`]: OLD,
        [`${hex(6)}-400x200.w160.jpg`]: OLD,
        [`${hex(7)}.svg`]: OLD,
        [`${hex(8)}-10x10.png`]: YOUNG, // perhaps in a dialog that is still open
        [`${hex(9)}-10x10.png`]: OLD,
        [`${hex(9)}-10x10.webp`]: OLD,
        ".gitkeep": OLD,
        "kept-by-hand.txt": OLD,
      });

      const result = await sweepUploads({ db, storage: new LocalStorage(dir) });
      expect(result).toEqual({
        removed: [`${hex(6)}-400x200.jpg`, `${hex(6)}-400x200.w160.jpg`, `${hex(6)}-400x200.webp`, `${hex(7)}.svg`],
        failed: [],
      });
      expect(fs.readdirSync(dir).sort()).toEqual(
        [
          ".gitkeep", "kept-by-hand.txt",
          `${hex(1)}-400x200.jpg`, `${hex(1)}-400x200.w160.webp`, `${hex(2)}.png`, `${hex(3)}-10x10.png`,
          `${hex(4)}.svg`, `${hex(5)}-10x10.png`, `${hex(8)}-10x10.png`, `${hex(9)}-10x10.png`, `${hex(9)}-10x10.webp`,
        ].sort(),
      );
    });

    it("finds nothing to do in a folder that does not exist yet", async () => {
      const missing = path.join(os.tmpdir(), `no-such-uploads-${process.pid}`);
      expect(await sweepUploads({ db: ctx.database.db, storage: new LocalStorage(missing) })).toEqual({ removed: [], failed: [] });
    });
  });

  it.runIf(backend === "s3")("the sweep removes old unreferenced objects from the bucket and keeps young ones", async () => {
    const hex = (n: number) => n.toString(16).padStart(32, "0");
    // Earlier tests' uploads outlived their (truncated) records: start from an empty bucket.
    for (const { name } of await ctx.storage.list()) await ctx.storage.delete(name);
    await ctx.database.db.insert(teamMembers).values(teamMemberBody({ imageUrl: `/uploads/${hex(1)}-10x10.jpg` }));
    for (const name of [`${hex(1)}-10x10.jpg`, `${hex(2)}-10x10.jpg`, `${hex(2)}-10x10.webp`]) {
      await ctx.storage.put(name, Buffer.from("x"), "image/jpeg");
    }
    // S3 keeps modification times to the second: the young object is stored three seconds later.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await ctx.storage.put(`${hex(3)}.svg`, Buffer.from("<svg/>"), "image/svg+xml");

    const result = await sweepUploads({ db: ctx.database.db, storage: ctx.storage, minAgeMs: 2_500 });
    expect(result).toEqual({ removed: [`${hex(2)}-10x10.jpg`, `${hex(2)}-10x10.webp`], failed: [] });
    expect(await ctx.storedNames()).toEqual([`${hex(1)}-10x10.jpg`, `${hex(3)}.svg`]);
  }, 20_000);
});
