import path from "node:path";
import { describe, expect, it } from "vitest";
import { configurationWarnings, loadEnv } from "./env";

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
    expect(
      loadEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), PUBLIC_SITE_URL: "https://www.example.com" })
        .NODE_ENV,
    ).toBe("production");
  });

  it("requires a production SESSION_SECRET of at least 32 characters, checking the signing one of a list", () => {
    expect(() =>
      loadEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(31), PUBLIC_SITE_URL: "https://www.example.com" }),
    ).toThrow(/at least 32 characters/);
    expect(() => loadEnv({ NODE_ENV: "production", SESSION_SECRET: " , " })).toThrow(/at least 32 characters/);
    expect(() => loadEnv({ NODE_ENV: "production", SESSION_SECRET: `short,${"s".repeat(40)}` })).toThrow(
      /SESSION_SECRET/,
    );
    // An older, shorter secret may stay behind a new long one while its sessions expire.
    expect(
      loadEnv({ NODE_ENV: "production", SESSION_SECRET: `${"n".repeat(32)},old`, PUBLIC_SITE_URL: "https://a.example" })
        .SESSION_SECRET,
    ).toBe(`${"n".repeat(32)},old`);
    expect(loadEnv({ NODE_ENV: "development", SESSION_SECRET: "short" }).SESSION_SECRET).toBe("short");
  });

  it("requires PUBLIC_SITE_URL in production, so no page names the host a request claimed", () => {
    const secret = { SESSION_SECRET: "s".repeat(40) };
    expect(() => loadEnv({ NODE_ENV: "production", ...secret })).toThrow(
      /^PUBLIC_SITE_URL is required when NODE_ENV=production/,
    );
    expect(() => loadEnv({ NODE_ENV: "production", ...secret, PUBLIC_SITE_URL: " " })).toThrow(/PUBLIC_SITE_URL/);
    expect(
      loadEnv({ NODE_ENV: "production", ...secret, PUBLIC_SITE_URL: "https://www.example.com/" }).PUBLIC_SITE_URL,
    ).toBe("https://www.example.com");
    // Development and tests keep using the address each request came to.
    expect(loadEnv({}).PUBLIC_SITE_URL).toBeUndefined();
    expect(loadEnv({ NODE_ENV: "test" }).PUBLIC_SITE_URL).toBeUndefined();
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

describe("TRUST_PROXY", () => {
  const production = {
    NODE_ENV: "production",
    SESSION_SECRET: "s".repeat(40),
    PUBLIC_SITE_URL: "https://www.example.com",
  };

  it("refuses true in production, where anyone could forge X-Forwarded-For past the rate limits", () => {
    expect(() => loadEnv({ ...production, TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY=true trusts X-Forwarded-For from anyone/,
    );
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe("true");
  });

  it("accepts a hop count, Express's names, and addresses or subnets", () => {
    for (const value of [
      "1",
      "0",
      "false",
      "loopback",
      "linklocal, uniquelocal",
      "10.0.0.0/8, 127.0.0.1",
      "192.168.0.0/255.255.0.0",
      "::1, fd00::/8",
    ]) {
      expect(loadEnv({ ...production, TRUST_PROXY: value }).TRUST_PROXY, value).toBe(value);
    }
  });

  it("refuses in production what covers addresses outside private networks, naming the setting", () => {
    for (const value of ["0.0.0.0/1,128.0.0.0/1", "0.0.0.0/0", "1000", "6", "10.0.0.0/7", "::/0", "2001:db8::/32"]) {
      expect(() => loadEnv({ ...production, TRUST_PROXY: value }), value).toThrow(
        /^TRUST_PROXY.*any client can pick its own address.*refused in production/,
      );
    }
    expect(() => loadEnv({ ...production, TRUST_PROXY: "loopback, 0.0.0.0/1" })).toThrow(
      /TRUST_PROXY: "0.0.0.0\/1" reaches beyond this machine and private networks/,
    );
    // IPv4 written as IPv6 is read as the IPv4 range it stands for.
    expect(() => loadEnv({ ...production, TRUST_PROXY: "::ffff:0.0.0.0/96" })).toThrow(/TRUST_PROXY/);
  });

  it("accepts in production private and local ranges, single addresses and a few hops", () => {
    for (const value of [
      "5",
      "127.0.0.0/8, ::1",
      "10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16",
      "172.20.0.0/16, 192.168.1.0/255.255.255.0",
      "169.254.0.0/16, fe80::/10, fc00::/7, fd12:3456::/48",
      "::ffff:10.0.0.0/104, ::ffff:127.0.0.1",
      "203.0.113.7, 203.0.113.8/32, 2001:db8::1/128",
    ]) {
      expect(loadEnv({ ...production, TRUST_PROXY: value }).TRUST_PROXY, value).toBe(value);
    }
  });

  it("is only a warning in development, and is parsed once for Express", () => {
    const env = loadEnv({ TRUST_PROXY: "0.0.0.0/1,128.0.0.0/1" });
    expect(configurationWarnings(env)).toEqual([
      expect.stringMatching(/^TRUST_PROXY: "0.0.0.0\/1", "128.0.0.0\/1" reach beyond.*production refuses it/),
    ]);
    expect(env.trustProxy).toEqual(["0.0.0.0/1", "128.0.0.0/1"]);
    expect(loadEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadEnv({}).trustProxy).toBeUndefined();
  });

  it("names the entries it cannot read", () => {
    expect(() => loadEnv({ TRUST_PROXY: "loopbak" })).toThrow(/TRUST_PROXY: "loopbak" is not a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33, 127.0.0.1, 10.0.0.300" })).toThrow(
      /"10.0.0.0\/33", "10.0.0.300" are not/,
    );
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/255.0.255.0" })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("warns at start-up in production when it is not set, since Secure cookies would then never be sent", () => {
    expect(configurationWarnings(loadEnv(production))).toEqual([
      expect.stringMatching(/^TRUST_PROXY is not set.*Secure session cookie/),
    ]);
    expect(configurationWarnings(loadEnv({ ...production, TRUST_PROXY: "1" }))).toEqual([]);
    expect(configurationWarnings(loadEnv({}))).toEqual([]);
  });
});

describe("HSTS settings", () => {
  it("default to one year for this host only", () => {
    expect(loadEnv({})).toMatchObject({ HSTS_MAX_AGE_SECONDS: 31_536_000, HSTS_INCLUDE_SUBDOMAINS: false });
  });

  it("read true/false and a number of seconds, and name a value they cannot read", () => {
    expect(loadEnv({ HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_MAX_AGE_SECONDS: "0" })).toMatchObject({
      HSTS_MAX_AGE_SECONDS: 0,
      HSTS_INCLUDE_SUBDOMAINS: true,
    });
    expect(loadEnv({ HSTS_INCLUDE_SUBDOMAINS: "false" }).HSTS_INCLUDE_SUBDOMAINS).toBe(false);
    expect(() => loadEnv({ HSTS_INCLUDE_SUBDOMAINS: "sometimes" })).toThrow(
      /HSTS_INCLUDE_SUBDOMAINS: must be true or false/,
    );
    expect(() => loadEnv({ HSTS_MAX_AGE_SECONDS: "-1" })).toThrow(/HSTS_MAX_AGE_SECONDS/);
  });
});

describe("the quote form's proof of work", () => {
  it("is on unless set to off, and names a value it cannot read", () => {
    expect(loadEnv({}).INQUIRY_CHALLENGE).toBe(true);
    expect(loadEnv({ INQUIRY_CHALLENGE: "" }).INQUIRY_CHALLENGE).toBe(true);
    expect(loadEnv({ INQUIRY_CHALLENGE: "on" }).INQUIRY_CHALLENGE).toBe(true);
    expect(loadEnv({ INQUIRY_CHALLENGE: "off" }).INQUIRY_CHALLENGE).toBe(false);
    expect(loadEnv({ INQUIRY_CHALLENGE: "OFF" }).INQUIRY_CHALLENGE).toBe(false);
    expect(loadEnv({ INQUIRY_CHALLENGE: "false" }).INQUIRY_CHALLENGE).toBe(false);
    expect(() => loadEnv({ INQUIRY_CHALLENGE: "sometimes" })).toThrow(/INQUIRY_CHALLENGE: must be on or off/);
  });

  it("takes a signing key of at least 32 characters", () => {
    expect(loadEnv({}).INQUIRY_CHALLENGE_KEY).toBeUndefined();
    expect(loadEnv({ INQUIRY_CHALLENGE_KEY: "k".repeat(32) }).INQUIRY_CHALLENGE_KEY).toBe("k".repeat(32));
    expect(() => loadEnv({ INQUIRY_CHALLENGE_KEY: "short" })).toThrow(/INQUIRY_CHALLENGE_KEY: must be at least 32/);
  });
});

describe("HOST", () => {
  it("listens on every interface in production, on this machine only under the development server", () => {
    expect(loadEnv({}).HOST).toBe("0.0.0.0");
    expect(
      loadEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), PUBLIC_SITE_URL: "https://www.example.com" })
        .HOST,
    ).toBe("0.0.0.0");
    expect(loadEnv({ VITE_DEV: "1" }).HOST).toBe("127.0.0.1");
    expect(loadEnv({ VITE_DEV: "1", HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(loadEnv({ VITE_DEV: "1", HOST: "" }).HOST).toBe("127.0.0.1");
  });
});

describe("SHUTDOWN_GRACE_SECONDS", () => {
  it("gives requests in progress 10 s by default, any number of seconds when set, and names a bad value", () => {
    expect(loadEnv({}).SHUTDOWN_GRACE_SECONDS).toBe(10);
    expect(loadEnv({ SHUTDOWN_GRACE_SECONDS: "30" }).SHUTDOWN_GRACE_SECONDS).toBe(30);
    expect(loadEnv({ SHUTDOWN_GRACE_SECONDS: "0" }).SHUTDOWN_GRACE_SECONDS).toBe(0);
    expect(() => loadEnv({ SHUTDOWN_GRACE_SECONDS: "-1" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadEnv({ SHUTDOWN_GRACE_SECONDS: "a while" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});

describe("ACTIVITY_RETENTION_DAYS", () => {
  it("keeps the activity log a year by default and accepts whole days", () => {
    expect(loadEnv({}).ACTIVITY_RETENTION_DAYS).toBe(365);
    expect(loadEnv({ ACTIVITY_RETENTION_DAYS: "30" }).ACTIVITY_RETENTION_DAYS).toBe(30);
  });

  it("refuses zero, negative, fractional and absurd values, naming the variable", () => {
    for (const value of ["0", "-5", "1.5", "forever", "1000000"]) {
      expect(() => loadEnv({ ACTIVITY_RETENTION_DAYS: value })).toThrow(/ACTIVITY_RETENTION_DAYS/);
    }
  });
});
