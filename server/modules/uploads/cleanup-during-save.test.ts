import { eq, sql } from "drizzle-orm";
import type request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { media, teamMembers } from "@shared/tables";
import { teamMemberBody } from "@shared/test/rows";
import { useTestApp } from "../../test/harness";
import { STORAGE_BACKENDS } from "../../test/s3";
import { uploadFiles } from "../../test/upload-files";
import { updateVersioned, type Tx } from "../versioned-update";
import { sweepUploads } from "./cleanup";

// Clean-up (after an edit, or the sweep) while another save that starts using the same file has not committed yet.
// The files are taken out of the media library first, which would keep them whatever the saves do. Every test runs
// with uploads in a folder and in a bucket of an S3-compatible server.
describe.each(STORAGE_BACKENDS)("uploads kept on %s, cleaned up during a save", (backend) => {
  const ctx = useTestApp({}, { storage: backend });
  const files = uploadFiles(ctx);
  const { filesOf, expectServed } = files;

  /** Uploads a team photo that has no library entry: only the records that use it keep it. */
  async function upload(admin: request.Agent, endpoint: string, key: string): Promise<string> {
    const url = await files.upload(admin, endpoint, key);
    await ctx.database.db.delete(media).where(eq(media.url, url));
    return url;
  }

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
    const ann = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: url, name: "Ann" }))).body;
    const bo = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: "", name: "Bo" }))).body;

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
    const bo = (await admin.post("/api/team").send(teamMemberBody({ imageUrl: "", name: "Bo" }))).body;

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
