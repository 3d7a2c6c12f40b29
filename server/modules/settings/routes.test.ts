import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { storedSettings as stored } from "../../test/settings";

const ctx = useTestApp();

describe("site settings", () => {
  it("saves one key per call, overwrites it, and lists key/value pairs publicly", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/companyName").send({ value: "Access Co" })).status).toBe(200);
    await admin.post("/api/settings/companyName").send({ value: "Access Co Ltd" });
    await admin.post("/api/settings/twitterUrl").send({ value: "https://twitter.com/access" });
    const list = stored((await ctx.anonymous().get("/api/settings")).body);
    expect(list.map((s) => [s.settingKey, s.settingValue])).toEqual([
      ["companyName", "Access Co Ltd"],
      ["twitterUrl", "https://twitter.com/access"],
    ]);
  });

  it("clears a value with an empty string or null", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/settings/youtubeUrl").send({ value: "https://youtube.com/x" });
    const cleared = await admin.post("/api/settings/youtubeUrl").send({ value: null });
    expect(cleared.body.settingValue).toBeNull();
    expect((await admin.post("/api/settings/youtubeUrl").send({ value: "" })).body.settingValue).toBe("");
  });

  it("accepts only an uploaded file or an https address as the company logo", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/companyLogo").send({ value: "/uploads/abc.png" })).status).toBe(200);
    expect(
      (await admin.post("/api/settings/companyLogo").send({ value: "https://cdn.example.com/l.svg" })).status,
    ).toBe(200);
    const bad = await admin.post("/api/settings/companyLogo").send({ value: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/uploaded file or an https address/);
    const plainHttp = await admin.post("/api/settings/companyLogo").send({ value: "http://cdn.example.com/l.svg" });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.body.message).toMatch(/Image must be an uploaded file or an https address/);
    expect((await admin.post("/api/settings/companyLogo").send({ value: "" })).status).toBe(200);
  });

  it("stores the quote form switch as true or false, and refuses anything else", async () => {
    const admin = await ctx.signedIn();
    expect((await admin.post("/api/settings/quoteFormEnabled").send({ value: "false" })).body.settingValue).toBe(
      "false",
    );
    const bad = await admin.post("/api/settings/quoteFormEnabled").send({ value: "off" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/"true" or "false"/);
    const list = stored((await ctx.anonymous().get("/api/settings")).body);
    expect(list).toEqual([
      expect.objectContaining({ settingKey: "quoteFormEnabled", settingValue: "false" }),
      // Turning the form off points the quote links back at the portal (site-texts.test.ts).
      expect.objectContaining({ settingKey: "quoteLinksTarget", settingValue: "portal" }),
    ]);
  });

  it("refuses unknown keys and bodies without a value", async () => {
    const admin = await ctx.signedIn();
    const unknown = await admin.post("/api/settings/isAdmin").send({ value: "true" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown setting "isAdmin"');
    expect((await admin.post("/api/settings/companyName").send({})).status).toBe(400);
    expect((await admin.post("/api/settings/companyName").send({ value: 42 })).status).toBe(400);
    expect((await admin.post("/api/settings/companyName").send({ value: "x".repeat(2001) })).status).toBe(400);
    expect(stored((await ctx.anonymous().get("/api/settings")).body)).toEqual([]);
  });
});
