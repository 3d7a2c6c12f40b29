import { describe, expect, it } from "vitest";
import { serviceDetailTexts } from "@shared/page-texts/service-detail";
import { processStepsOf } from "./process-steps";

describe("processStepsOf", () => {
  it("is the four-step process, as the service pages ship it", () => {
    const steps = processStepsOf(serviceDetailTexts);
    expect(steps.map((s) => s.title)).toEqual([
      "Assessment",
      "Implementation",
      "Testing & Verification",
      "Delivery & Support",
    ]);
    for (const step of steps) expect(step.description.trim()).not.toBe("");
  });

  it("takes each step's words from the texts it is given", () => {
    const steps = processStepsOf({ ...serviceDetailTexts, serviceStep2Title: "Build", serviceStep2Text: "We build." });
    expect(steps[1]).toEqual({ title: "Build", description: "We build." });
  });
});
