import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("environment", () => {
  it("has working defaults for a fresh clone", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 5000, NODE_ENV: "development", VITE_DEV: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve("data"));
    expect(env.UPLOAD_DIR).toBe(path.resolve("uploads"));
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required/);
    expect(loadEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) }).NODE_ENV).toBe("production");
  });

  it("requires a production SESSION_SECRET of at least 32 characters, checking the signing one of a list", () => {
    expect(() => loadEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(31) })).toThrow(/at least 32 characters/);
    expect(() => loadEnv({ NODE_ENV: "production", SESSION_SECRET: " , " })).toThrow(/at least 32 characters/);
    expect(() => loadEnv({ NODE_ENV: "production", SESSION_SECRET: `short,${"s".repeat(40)}` })).toThrow(/SESSION_SECRET/);
    // An older, shorter secret may stay behind a new long one while its sessions expire.
    expect(loadEnv({ NODE_ENV: "production", SESSION_SECRET: `${"n".repeat(32)},old` }).SESSION_SECRET).toBe(`${"n".repeat(32)},old`);
    expect(loadEnv({ NODE_ENV: "development", SESSION_SECRET: "short" }).SESSION_SECRET).toBe("short");
  });

  it("names the variable that is wrong", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ ADMIN_USERNAME: "root" })).toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
  });

  it("treats an empty DATABASE_URL as not set", () => {
    expect(loadEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("bounds waits on the database and the mail server by default, and refuses a timeout that is not a positive number", () => {
    expect(loadEnv({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_SECONDS: 10,
      DATABASE_STATEMENT_TIMEOUT_SECONDS: 30,
      SMTP_TIMEOUT_SECONDS: 10,
    });
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_SECONDS: "0" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_SECONDS/);
    expect(() => loadEnv({ SMTP_TIMEOUT_SECONDS: "soon" })).toThrow(/SMTP_TIMEOUT_SECONDS/);
  });
});
