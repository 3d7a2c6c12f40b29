import { describe, expect, it } from "vitest";
import { PARAMS, hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const a = await hashPassword("open sesame");
    const b = await hashPassword("open sesame");
    expect(a).not.toBe(b);
    expect(a.startsWith(`scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$`)).toBe(true);
    expect(await verifyPassword("open sesame", a)).toBe(true);
    expect(await verifyPassword("open sesame!", a)).toBe(false);
  });

  it("verifies hashes made with other parameters, and rejects malformed ones", async () => {
    const cheap = await hashPassword("pw", { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword("pw", cheap)).toBe(true);
    expect(await verifyPassword("pw", "plaintext")).toBe(false);
    expect(await verifyPassword("pw", "bcrypt$1$2$3$x$y")).toBe(false);
  });
});
