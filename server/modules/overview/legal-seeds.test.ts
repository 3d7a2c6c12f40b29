import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { legalPageSlugs } from "@shared/paths";
import { legalPageSeeds, PORTAL_ONLY_PRIVACY_SENTENCE } from "./legal-seeds";

describe("the legal pages' seeded words", () => {
  const migration = fs.readFileSync(path.join(import.meta.dirname, "../../../migrations/0008_legal_pages.sql"), "utf8");

  it.each(legalPageSlugs)("are those the migration gave the %s page", (slug) => {
    expect(migration).toContain(`'${slug}', $legal$${legalPageSeeds[slug]}$legal$`);
  });

  it("include the privacy policy's sentence about quotes going to the portal", () => {
    expect(legalPageSeeds.privacy).toContain(PORTAL_ONLY_PRIVACY_SENTENCE);
  });
});
