import { describe, expect, it } from "vitest";
import { imageAlt } from "./image-alt";

describe("imageAlt", () => {
  it("uses the written text, else the name, and nothing at all for a decorative image", () => {
    expect(imageAlt("Ann smiling at her desk", false, "Ann Lee")).toBe("Ann smiling at her desk");
    expect(imageAlt(null, false, "Ann Lee")).toBe("Ann Lee");
    expect(imageAlt("   ", undefined, "Ann Lee")).toBe("Ann Lee");
    expect(imageAlt("Ann smiling at her desk", true, "Ann Lee")).toBe("");
  });
});
