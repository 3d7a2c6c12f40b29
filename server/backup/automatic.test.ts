import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { BackupStatus } from "@shared/backups";
import { PASSWORD, useTestApp } from "../test/harness";
import { planFrom } from "./backups";
import { parseSchedule } from "./schedule";

// Automatic backups chosen on the Backups screen: stored as the backupSchedule and backupKeep settings, followed by
// every server without a restart, with BACKUP_SCHEDULE and BACKUP_KEEP still winning when set.

const ctx = useTestApp();
const backupsDir = () => path.join(ctx.env.DATA_DIR, "backups");
beforeEach(() => fs.rmSync(backupsDir(), { recursive: true, force: true }));

type Agent = Awaited<ReturnType<typeof ctx.signedIn>>;
const status = async (agent: Agent | request.Agent) =>
  (await agent.get("/api/backups/status").expect(200)).body as BackupStatus;
const save = (agent: Agent, settings: Record<string, unknown>) => agent.put("/api/settings").send({ settings });

describe("automatic backups from the settings", () => {
  it("follow a schedule saved on the Backups screen at once, in the site's time zone, and stop when it is cleared", async () => {
    const admin = await ctx.signedIn();
    expect((await save(admin, { siteTimeZone: "America/New_York", backupSchedule: "daily 03:30" })).status).toBe(200);
    const on = await status(admin);
    expect(on.schedule).toEqual({
      description: "Every day at 03:30",
      nextRunAt: expect.any(String),
      timeZone: "America/New_York",
    });
    // 03:30 in New York is 07:30 or 08:30 UTC, depending on the season.
    expect(on.schedule!.nextRunAt).toMatch(/T0[78]:30:00\.000Z$/);
    expect(on.fromEnvironment).toEqual({ schedule: false, keep: false });
    expect(
      ctx.logs.some((line) => line.startsWith("Backups are scheduled: Every day at 03:30 (America/New_York)")),
    ).toBe(true);

    expect((await save(admin, { backupSchedule: null })).status).toBe(200);
    expect((await status(admin)).schedule).toBeNull();
    expect(ctx.logs).toContain("Automatic backups are off");
  });

  it("keep the number of backups chosen, deleting the oldest after each one made", async () => {
    const admin = await ctx.signedIn();
    expect((await save(admin, { backupKeep: "1" })).status).toBe(200);
    expect((await status(admin)).keep).toBe(1);
    expect((await admin.post("/api/backups")).status).toBe(201);
    // Archive names are made to the second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await admin.post("/api/backups");
    expect(second.status).toBe(201);
    expect(((await admin.get("/api/backups")).body as { name: string }[]).map((b) => b.name)).toEqual([
      second.body.name,
    ]);
    await save(admin, { backupKeep: null });
    expect((await status(admin)).keep).toBe(14);
  });

  it.each([
    [{ backupSchedule: "nightly 03:00" }, "settings.backupSchedule", /is not a schedule/],
    [{ backupSchedule: "daily 25:00" }, "settings.backupSchedule", /is not a schedule/],
    [{ backupKeep: "0" }, "settings.backupKeep", /Number of backups kept must be a whole number from 1 to 1000/],
    [{ backupKeep: "many" }, "settings.backupKeep", /whole number/],
    [{ backupKeep: "1001" }, "settings.backupKeep", /whole number/],
    [{ backupKeep: 3 }, "settings.backupKeep", /./],
  ])("refuses %j with a 400 naming the field", async (settings, field, message) => {
    const admin = await ctx.signedIn();
    const res = await save(admin, settings);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.fieldErrors[field]?.[0]).toMatch(message);
    expect((await status(admin)).schedule).toBeNull();
  });

  it("are never in the public settings", async () => {
    const admin = await ctx.signedIn();
    await save(admin, { backupSchedule: "daily 02:00", backupKeep: "5" });
    const keys = ((await ctx.anonymous().get("/api/settings")).body as { settingKey: string }[]).map(
      (s) => s.settingKey,
    );
    expect(keys).not.toContain("backupSchedule");
    expect(keys).not.toContain("backupKeep");
    const stored = (await admin.get("/api/settings/private")).body as { settingKey: string; settingValue: string }[];
    expect(stored).toEqual(
      expect.arrayContaining([
        { settingKey: "backupSchedule", settingValue: "daily 02:00" },
        { settingKey: "backupKeep", settingValue: "5" },
      ]),
    );
    await save(admin, { backupSchedule: null });
  });

  it("reach another server on the same database without a restart", async () => {
    const admin = await ctx.signedIn({ username: "keeper" });
    const other = request.agent(ctx.restart({ backupSettingsPollMs: 50 }));
    await other.post("/api/auth/login").send({ username: "keeper", password: PASSWORD }).expect(200);
    expect((await status(other)).schedule).toBeNull();
    await save(admin, { backupSchedule: "weekly sun 04:00" });
    await expect
      .poll(async () => (await status(other)).schedule?.description, { timeout: 3000 })
      .toBe("Every Sunday at 04:00");
    await save(admin, { backupSchedule: null });
    await expect.poll(async () => (await status(other)).schedule, { timeout: 3000 }).toBeNull();
  });

  it("give way to BACKUP_SCHEDULE and BACKUP_KEEP, which the status says the environment decides", async () => {
    const admin = await ctx.signedIn({ username: "keeper" });
    await save(admin, { backupSchedule: "daily 02:00", backupKeep: "5" });
    const env = { ...ctx.env, BACKUP_SCHEDULE: parseSchedule("weekly mon 01:15") as never, BACKUP_KEEP: 3 };
    const operated = request.agent(ctx.restart({ env }));
    await operated.post("/api/auth/login").send({ username: "keeper", password: PASSWORD }).expect(200);
    const fixed = await status(operated);
    expect(fixed.schedule?.description).toBe("Every Monday at 01:15");
    expect(fixed.keep).toBe(3);
    expect(fixed.fromEnvironment).toEqual({ schedule: true, keep: true });
    await save(admin, { backupSchedule: null });
  });
});

describe("the plan from the environment and the settings", () => {
  const env = { BACKUP_SCHEDULE: undefined, BACKUP_KEEP: undefined, siteTimeZone: "UTC" } as Parameters<
    typeof planFrom
  >[0];

  it("is off and keeps 14 while nothing says otherwise", () => {
    expect(planFrom(env, {})).toMatchObject({ schedule: undefined, keep: 14, siteTimeZone: "UTC" });
  });

  it("ignores a stored value that is not one (written before a rule existed), rather than failing", () => {
    expect(planFrom(env, { backupSchedule: "sometimes", backupKeep: "0" })).toMatchObject({
      schedule: undefined,
      keep: 14,
    });
    expect(planFrom(env, { siteTimeZone: "Mars/Olympus" }).siteTimeZone).toBe("UTC");
  });
});
