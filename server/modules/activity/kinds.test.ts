import { describe, expect, it } from "vitest";
import { activityEntityTypes, activityKinds } from "@shared/activity-kinds";
import { collectionKeys } from "@shared/collections";
import { API_TABLE } from "../../api-table";
import { describeWrite } from "./describe";
import { activitySentence } from "./sentence";

// The activity filter offers activityEntityTypes; the log records the kind describeWrite reads from each write's
// address, and "auth" for sign-ins. Every kind the log can record must be one the filter offers.
const writes = API_TABLE.filter((endpoint) => endpoint.method !== "GET" && endpoint.path.startsWith("/api/"));
const recordedKinds = new Set(
  writes.flatMap(({ method, path }) => describeWrite(method, path.slice("/api".length))?.entityType ?? []),
);

describe("the kinds of item the activity log records", () => {
  it("are all offered by the filter, navigation and backups included", () => {
    expect(recordedKinds.size).toBeGreaterThan(10);
    expect([...recordedKinds].filter((kind) => !activityEntityTypes.includes(kind))).toEqual([]);
    expect(activityEntityTypes).toEqual(expect.arrayContaining(["navigation", "backups", "auth", ...collectionKeys]));
  });

  it("each have a label, and a sentence that names them unless their entries write their own", () => {
    for (const [kind, { label, nouns }] of Object.entries(activityKinds)) {
      expect(label, kind).toMatch(/^[A-Z]/);
      if (nouns) expect(activitySentence("delete", kind, "X"), kind).toBe(`Deleted the ${nouns[0]} "X"`);
    }
    expect(activitySentence("reorder", "home-cards", null)).toBe("Reordered the home page cards");
  });
});
