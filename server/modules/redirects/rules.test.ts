import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/connection";
import { RedirectRules } from "./rules";

/** A database whose redirects table reads as `rows` while `up`, and fails otherwise; it counts the reads. */
function database(rows: object[]) {
  const state = { up: true, reads: 0 };
  const db = {
    select: () => ({
      from: async () => {
        state.reads++;
        if (!state.up) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        return rows;
      },
    }),
  } as unknown as Db;
  return { db, state };
}

const OLD = { id: 1, fromPath: "/old", toPath: "/new", code: 301 };

describe("the redirect rules in memory", () => {
  it("keep sending visitors on with the rules last read while the database is down, and ask it again only now and then", async () => {
    const { db, state } = database([OLD]);
    const rules = new RedirectRules(db, () => {});
    try {
      expect(rules.match("/old")).toBeUndefined();
      await rules.ready();
      expect(rules.match("/OLD/")).toMatchObject({ toPath: "/new", statusCode: 301 });

      state.up = false;
      rules.invalidate();
      await expect(rules.ready()).rejects.toThrow(/ECONNREFUSED/);
      const reads = state.reads;
      for (let i = 0; i < 100; i++) expect(rules.match("/old")).toMatchObject({ toPath: "/new" });
      expect(rules.match("/elsewhere")).toBeNull();
      expect(state.reads).toBe(reads);
    } finally {
      await rules.close();
    }
  });

  it("answer a rule with its code and the query kept, percent-encoding what a header cannot carry", async () => {
    const { db } = database([{ ...OLD, toPath: "/page/café?ref=1", code: 308 }]);
    const rules = new RedirectRules(db, () => {});
    try {
      await rules.ready();
      const sent: unknown[] = [];
      const res = { writeHead: (...args: unknown[]) => sent.push(args), end: () => {} } as unknown as ServerResponse;
      rules.send({ url: "/old?utm=mail" } as IncomingMessage, res, rules.match("/old")!);
      expect(sent[0]).toEqual([
        308,
        ["Location", "/page/caf%C3%A9?ref=1&utm=mail", "Cache-Control", "no-cache", "Content-Length", "0"],
      ]);
    } finally {
      await rules.close();
    }
  });
});
