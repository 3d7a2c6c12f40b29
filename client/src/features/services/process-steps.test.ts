import { describe, expect, it } from "vitest";
import { processSteps } from "./process-steps";

describe("processSteps", () => {
  it("is the fixed four-step process", () => {
    expect(processSteps.map((s) => s.title)).toEqual([
      "Assessment",
      "Implementation",
      "Testing & Verification",
      "Delivery & Support",
    ]);
    for (const step of processSteps) expect(step.description.trim()).not.toBe("");
  });
});
