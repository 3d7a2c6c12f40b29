import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type request from "supertest";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientLogos, pages, siteSettings, teamMembers, testimonials } from "@shared/tables";
import { fixture, useTestApp } from "../../test/harness";
import { STORAGE_BACKENDS } from "../../test/s3";
import { LocalStorage } from "../../storage";
import { updateVersioned, type Tx } from "../versioned-update";
import { SWEEP_MIN_AGE_MS, sweepUploads } from "./cleanup";

// Every test runs with uploads in a folder and in a bucket of an S3-compatible server.
describe.each(STORAGE_BACKENDS)("uploads kept on %s", (backend) => {
  const ctx = useTestApp({}, { storage: backend });

  /** A 400 x 200 photo: stored with WebP and JPEG copies 160 and 320 px wide. */
  const photo = () =>
    sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();

  async function upload(admin: request.Agent, endpoint: string, key: string, file?: string): Promise<string> {
    const res = file
      ? await admin.post(endpoint).attach("image", fixture(file))
      : await admin.post(endpoint).attach("image", await photo(), "photo.jpg");
    expect(res.status).toBe(201);
    return res.body[key] as string;
  }

  const idOf = (url: string) => /^\/uploads\/([0-9a-f]{32})/.exec(url)![1]!;
  /** Every stored file of one upload: the full-size image and its resized copies. */
  const filesOf = async (url: string) => (await ctx.storedNames()).filter((name) => name.startsWith(idOf(url)));
  const served = async (name: string) => (await ctx.anonymous().get(`/uploads/${name}`)).status;

  async function expectServed(url: string, status: 200 | 404, names?: string[]) {
    names ??= await filesOf(url);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(await served(name), name).toBe(status);
  }

  const member = (imageUrl: string, name = "Ann") => ({ name, designation: "Auditor", description: "Audits", imageUrl, sortOrder: 1 });

  describe("removing uploaded files with their last record", () => {
    it("deleting a team member makes their photo and all its copies answer 404", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/team/upload", "imageUrl");
      const names = await filesOf(url);
      expect(names).toHaveLength(6); // full size + WebP, and a WebP and a JPEG at 160 and 320 px
      const created = (await admin.post("/api/team").send(member(url))).body;
      await expectServed(url, 200);

      expect((await admin.delete(`/api/team/${created.id}`)).status).toBe(204);
      await expectServed(url, 404, names);
      expect(await filesOf(url)).toEqual([]);
    });

    it("replacing a client logo's image removes the old one and keeps the new one", async () => {
      const admin = await ctx.signedIn();
      const old = await upload(admin, "/api/logos/upload", "logoUrl");
      const logo = (await admin.post("/api/logos").send({ clientName: "Acme", logoUrl: old })).body;
      // An edit that leaves the image alone keeps it.
      expect((await admin.put(`/api/logos/${logo.id}`).send({ clientName: "Acme Inc" })).status).toBe(200);
      await expectServed(old, 200);

      const replacement = await upload(admin, "/api/logos/upload", "logoUrl");
      const oldNames = await filesOf(old);
      expect((await admin.put(`/api/logos/${logo.id}`).send({ logoUrl: replacement })).status).toBe(200);
      await expectServed(old, 404, oldNames);
      await expectServed(replacement, 200);
    });

    it("deleting a testimonial removes both its avatar and its company logo", async () => {
      const admin = await ctx.signedIn();
      const avatar = await upload(admin, "/api/testimonials/upload/avatar", "avatarUrl");
      const logo = await upload(admin, "/api/testimonials/upload/logo", "companyLogoUrl", "logo.png");
      const created = await admin
        .post("/api/testimonials")
        .send({ clientName: "Acme", personName: "Bo", personTitle: "CEO", content: "Great.", avatarUrl: avatar, companyLogoUrl: logo });
      const names = [...(await filesOf(avatar)), ...(await filesOf(logo))];
      expect((await admin.delete(`/api/testimonials/${created.body.id}`)).status).toBe(204);
      for (const name of names) expect(await served(name), name).toBe(404);
    });

    it("a new company logo, uploaded or set, removes the previous one (an SVG is one file)", async () => {
      const admin = await ctx.signedIn();
      const svg = await upload(admin, "/api/settings/upload/logo", "logoUrl", "logo.svg");
      expect(await filesOf(svg)).toEqual([svg.slice("/uploads/".length)]);
      const png = await upload(admin, "/api/settings/upload/logo", "logoUrl", "logo.png");
      await expectServed(svg, 404, [svg.slice("/uploads/".length)]);
      await expectServed(png, 200);

      const pngNames = await filesOf(png);
      expect((await admin.post("/api/settings/companyLogo").send({ value: "https://cdn.example.com/logo.svg" })).status).toBe(200);
      await expectServed(png, 404, pngNames);
    });

    it("keeps a file another record still uses, and removes it with the last one", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/team/upload", "imageUrl");
      const names = await filesOf(url);
      const a = (await admin.post("/api/team").send(member(url, "Ann"))).body;
      const b = (await admin.post("/api/team").send(member(url, "Bo"))).body;
      // A client logo and the company logo using it too.
      const logo = (await admin.post("/api/logos").send({ clientName: "Acme", logoUrl: url })).body;
      await admin.post("/api/settings/companyLogo").send({ value: url });

      expect((await admin.delete(`/api/team/${a.id}`)).status).toBe(204);
      await expectServed(url, 200, names);
      expect((await admin.put(`/api/team/${b.id}`).send({ imageUrl: "" })).status).toBe(200);
      await expectServed(url, 200, names);
      expect((await admin.delete(`/api/logos/${logo.id}`)).status).toBe(204);
      await expectServed(url, 200, names);
      expect((await admin.post("/api/settings/companyLogo").send({ value: null })).status).toBe(200);
      await expectServed(url, 404, names);
    });

    it("counts an image in a page's HTML, by any of its copies, as a use", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/team/upload", "imageUrl");
      const names = await filesOf(url);
      const person = (await admin.post("/api/team").send(member(url))).body;
      const copy = names.find((name) => name.includes(".w160."))!;
      const html = `<p>Our team</p><img srcset="https://www.example.com/uploads/${copy} 160w" alt="">`;
      const page = (await admin.post("/api/pages").send({ title: "Team", slug: "team-photo", content: html })).body;

      expect((await admin.delete(`/api/team/${person.id}`)).status).toBe(204);
      await expectServed(url, 200, names);
      // The page stops showing it, but its history still does: the last use goes with the page.
      expect((await admin.put(`/api/pages/${page.id}`).send({ content: "<p>Our team</p>" })).status).toBe(200);
      await expectServed(url, 200, names);
      expect((await admin.delete(`/api/pages/${page.id}`)).status).toBe(204);
      await expectServed(url, 404, names);
    });

    it("keeps an image the page's history shows: restoring the earlier revision shows it again", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/pages/upload", "imageUrl");
      const names = await filesOf(url);
      expect(names.length).toBeGreaterThan(1); // the full-size image and its resized copies
      const withImage = `<p>Our office</p><img src="${url}" alt="The office">`;
      const page = (await admin.post("/api/pages").send({ title: "Office", slug: "office", content: withImage })).body;
      expect((await admin.put(`/api/pages/${page.id}`).send({ content: "<p>Our office</p>" })).status).toBe(200);
      await expectServed(url, 200, names);

      const [, first] = (await admin.get(`/api/pages/${page.id}/revisions`)).body as { id: number }[];
      const restored = await admin.post(`/api/pages/${page.id}/revisions/${first!.id}/restore`).send({});
      expect(restored.status).toBe(200);
      expect(restored.body.content).toBe(withImage);
      await expectServed(url, 200, names);

      // Removed again, then the page with its whole history is deleted: nothing shows the image any more.
      expect((await admin.put(`/api/pages/${page.id}`).send({ content: "<p>Moved</p>" })).status).toBe(200);
      await expectServed(url, 200, names);
      expect((await admin.delete(`/api/pages/${page.id}`)).status).toBe(204);
      await expectServed(url, 404, names);
    });

    it("deleting a page removes the images only its HTML showed", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/logos/upload", "logoUrl");
      const names = await filesOf(url);
      const page = (await admin.post("/api/pages").send({ title: "T", slug: "with-image", content: `<img src="${url}" alt="">` })).body;
      expect((await admin.delete(`/api/pages/${page.id}`)).status).toBe(204);
      await expectServed(url, 404, names);
    });

    it("logs a file it cannot remove and still answers the delete", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/team/upload", "imageUrl");
      const names = await filesOf(url);
      // One more file of the upload, which the store refuses to remove.
      const stuck = `${idOf(url)}-stuck.webp`;
      await ctx.storage.put(stuck, Buffer.from("x"), "image/webp");
      const remove = ctx.storage.delete.bind(ctx.storage);
      const refusal = vi.spyOn(ctx.storage, "delete").mockImplementation(async (name) => {
        if (name === stuck) throw new Error("permission denied");
        return remove(name);
      });
      const created = (await admin.post("/api/team").send(member(url))).body;

      expect((await admin.delete(`/api/team/${created.id}`)).status).toBe(204);
      await expectServed(url, 404, names);
      expect(ctx.logs.join("\n")).toMatch(new RegExp(`Could not remove the unused upload ${idOf(url)}-stuck\\.webp`));
      refusal.mockRestore();
      await ctx.storage.delete(stuck);
    });

    it("leaves files alone when a write is refused", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/team/upload", "imageUrl");
      const created = (await admin.post("/api/team").send(member(url))).body;
      const stale = await admin.put(`/api/team/${created.id}`).send({ imageUrl: "", updatedAt: "2000-01-01T00:00:00.000Z" });
      expect(stale.status).toBe(409);
      expect((await admin.put(`/api/team/${created.id}`).send({ imageUrl: "javascript:alert(1)" })).status).toBe(400);
      await expectServed(url, 200);
    });
  });

  describe("clean-up and a save that is still in progress", () => {
    /**
     * A save of team member `id` that starts using `url`, held open after it wrote the row and before it commits,
     * until `commit` is called.
     */
    async function saveHeldOpen(id: number, url: string) {
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let wrote!: (tx: Tx) => void;
      const written = new Promise<Tx>((resolve) => (wrote = resolve));
      const done = ctx.database.db.transaction(async (tx) => {
        await updateVersioned(tx, teamMembers, id, { imageUrl: url }, undefined, "Team member");
        wrote(tx);
        await committing;
      });
      const tx = await written;
      return { tx, commit, done };
    }

    /**
     * Resolves once `cleanup` has finished or is waiting: for the database's one connection (the embedded
     * database, where the open save holds it) or for a lock (PostgreSQL, asked from within the open save).
     */
    async function finishedOrWaiting(tx: Tx, cleanup: Promise<unknown>) {
      let settled = false;
      void cleanup.finally(() => (settled = true));
      const waiting = async () => {
        if (ctx.database.pool.waitingCount > 0) return true;
        const { rows } = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        );
        return rows[0]!.n > 0;
      };
      await vi.waitFor(async () => expect(settled || (await waiting())).toBe(true), { timeout: 10_000, interval: 20 });
    }

    it("an edit that drops a file another save is starting to use leaves it in place", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/team/upload", "imageUrl");
      const names = await filesOf(url);
      const ann = (await admin.post("/api/team").send(member(url, "Ann"))).body;
      const bo = (await admin.post("/api/team").send(member("", "Bo"))).body;

      const save = await saveHeldOpen(bo.id, url);
      // Ann's photo is removed while Bo's save, which gives him the same photo, has not committed yet.
      const edit = admin.put(`/api/team/${ann.id}`).send({ imageUrl: "" }).then((res) => res.status);
      await finishedOrWaiting(save.tx, edit);
      save.commit();
      await save.done;

      expect(await edit).toBe(200);
      await expectServed(url, 200, names);
      expect((await ctx.anonymous().get("/api/team")).body).toContainEqual(expect.objectContaining({ name: "Bo", imageUrl: url }));
    });

    it("the sweep leaves a file alone that a save is starting to use", async () => {
      const admin = await ctx.signedIn();
      const url = await upload(admin, "/api/team/upload", "imageUrl");
      const names = await filesOf(url);
      const bo = (await admin.post("/api/team").send(member("", "Bo"))).body;

      const save = await saveHeldOpen(bo.id, url);
      // The upload is old enough for the sweep (any age is) and no committed row names it yet.
      const sweep = sweepUploads({ db: ctx.database.db, storage: ctx.storage, minAgeMs: 0 });
      await finishedOrWaiting(save.tx, sweep);
      save.commit();
      await save.done;

      const { removed } = await sweep;
      expect(removed.filter((name) => names.includes(name))).toEqual([]);
      await expectServed(url, 200, names);
    });
  });

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
      await db.insert(teamMembers).values(member(`/uploads/${hex(1)}-400x200.jpg`));
      await db.insert(clientLogos).values({ clientName: "Acme", logoUrl: `/uploads/${hex(2)}.png` });
      await db.insert(testimonials).values({
        clientName: "A", personName: "B", personTitle: "C", content: "D", companyLogoUrl: `/uploads/${hex(3)}-10x10.png`,
      });
      await db.insert(siteSettings).values({ settingKey: "companyLogo", settingValue: `/uploads/${hex(4)}.svg` });
      await db.insert(pages).values({ title: "T", slug: "t", content: `<img src="/uploads/${hex(5)}-10x10.webp">` });
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
          `${hex(4)}.svg`, `${hex(5)}-10x10.png`, `${hex(8)}-10x10.png`,
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
    await ctx.database.db.insert(teamMembers).values(member(`/uploads/${hex(1)}-10x10.jpg`));
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
