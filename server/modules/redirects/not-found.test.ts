import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notFoundPaths } from "@shared/tables";
import { useTestApp } from "../../test/harness";
import { isWorthKeeping, NotFoundLog } from "./not-found";

const ctx = useTestApp();

describe("the not-found log", () => {
  it("keeps only the most asked-for addresses, however many a bot tries", async () => {
    const { db } = ctx.database;
    const log = new NotFoundLog(db, () => {}, { kept: 10, pending: 25 });
    try {
      for (let i = 0; i < 3; i++) log.count("/popular");
      for (let i = 0; i < 1_000; i++) log.count(`/random-${i}`);
      // Only `pending` new addresses are held between two writes; one already held is still counted.
      log.count("/popular");
      await log.flush();
      const [{ n }] = (await db.select({ n: count() }).from(notFoundPaths)) as [{ n: number }];
      expect(n).toBe(10);
      const [top] = await db.select().from(notFoundPaths).orderBy(notFoundPaths.hits).limit(1).offset(9);
      expect(top).toMatchObject({ path: "/popular", hits: 4 });
    } finally {
      await log.close();
    }
  });

  it("tells a visitor's address from a scanner's probe", () => {
    for (const path of ["/old-brochure", "/page/2019-report", "/services/pdf-ua", "/careers/apply"]) {
      expect(isWorthKeeping(path), path).toBe(true);
    }
    for (const path of [
      "/wp-admin",
      "/blog/wp-login.php",
      "/xmlrpc.php",
      "/.env",
      "/.git/HEAD",
      "/backup.sql",
      "/cgi-bin/test",
      "/phpmyadmin/",
      `/${"a".repeat(400)}`,
      "/a/../../etc/passwd",
    ]) {
      expect(isWorthKeeping(path), path).toBe(false);
    }
  });
});
