import { describe, expect, it } from "vitest";
import { HashingGate, PARAMS, hashPassword, needsRehash, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const a = await hashPassword("open sesame");
    const b = await hashPassword("open sesame");
    expect(a).not.toBe(b);
    expect(a.startsWith(`scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$`)).toBe(true);
    expect(await verifyPassword("open sesame", a)).toBe(true);
    expect(await verifyPassword("open sesame!", a)).toBe(false);
  });

  it("uses OWASP's 32 MiB parameters, N=2^15, r=8, p=3", () => {
    // scrypt's memory is 128 * N * r bytes.
    expect(128 * PARAMS.N * PARAMS.r).toBe(32 * 1024 * 1024);
    expect(PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 3 });
  });

  it("verifies a hash made with the previous parameters (N=2^17, 128 MiB) and asks for it to be made again", async () => {
    const old = await hashPassword("open sesame", { N: 2 ** 17, r: 8, p: 1 });
    expect(old.startsWith("scrypt$131072$8$1$")).toBe(true);
    expect(await verifyPassword("open sesame", old)).toBe(true);
    expect(await verifyPassword("open sesame?", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("open sesame"))).toBe(false);
  });

  it("verifies hashes made with other parameters, and rejects malformed ones", async () => {
    const cheap = await hashPassword("pw", { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword("pw", cheap)).toBe(true);
    expect(await verifyPassword("pw", "plaintext")).toBe(false);
    expect(await verifyPassword("pw", "bcrypt$1$2$3$x$y")).toBe(false);
  });
});

describe("hashing gate", () => {
  it("runs at most the allowed number at once, queues a few, and refuses the rest with a 503", async () => {
    const gate = new HashingGate(2, 1);
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const task = () =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return "done";
      });
    const first = task();
    const second = task();
    const third = task();
    await expect(task()).rejects.toMatchObject({ status: 503, headers: { "Retry-After": "2" } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    releases.shift()!();
    expect(await first).toBe("done");
    // The queued task started when a slot was freed.
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    releases.splice(0).forEach((release) => release());
    expect(await Promise.all([second, third])).toEqual(["done", "done"]);
    expect(most).toBe(2);
  });

  it("refuses at once a call that would wait longer than allowed, judging by how long the last hashes took", async () => {
    const gate = new HashingGate(1, 10, 50);
    await gate.run(() => new Promise((resolve) => setTimeout(resolve, 120)));
    let release!: () => void;
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    // The running hash is expected to take about 120 ms more: too long to wait for.
    await expect(gate.run(async () => "refused")).rejects.toMatchObject({ status: 503 });
    expect(gate.queued).toBe(0);
    gate.configure(1, 10, 1_000);
    const waiting = gate.run(async () => "waited");
    expect(gate.queued).toBe(1);
    release();
    await held;
    expect(await waiting).toBe("waited");
  });

  it("frees the slot when the work fails", async () => {
    const gate = new HashingGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});
