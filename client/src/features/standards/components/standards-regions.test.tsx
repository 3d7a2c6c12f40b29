import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StandardsRegions } from "./standards-regions";

const region = (name: RegExp) => screen.getByRole("button", { name });

describe("StandardsRegions", () => {
  it("opens the first region at the start", () => {
    render(<StandardsRegions />);
    expect(region(/United States/)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Section 508")).toBeVisible();
    for (const name of [/European Union/, /Canada/, /WCAG Standards/]) {
      expect(region(name)).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("selects exactly one region at a time", async () => {
    const user = userEvent.setup();
    render(<StandardsRegions />);
    await user.click(region(/Canada/));
    expect(region(/Canada/)).toHaveAttribute("aria-expanded", "true");
    expect(region(/United States/)).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("AODA (Accessibility for Ontarians with Disabilities Act)")).toBeVisible();
    expect(screen.queryByText("Section 508")).not.toBeInTheDocument();
    await user.click(region(/Canada/));
    expect(region(/Canada/)).toHaveAttribute("aria-expanded", "true");
  });
});
