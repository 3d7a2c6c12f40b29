import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { WcagExplorer } from "./wcag-explorer";

afterEach(() => vi.unstubAllGlobals());

/** The explorer, with the site settings its May banner reads answered empty. */
function renderExplorer() {
  mockFetch(() => ({ body: [] }));
  return renderWithClient(<WcagExplorer />);
}

const panel = () => screen.getByRole("tabpanel");
const criterion = (name: string) => within(panel()).queryByRole("heading", { level: 4, name });

describe("WcagExplorer", () => {
  it("starts on Perceivable with all three levels checked", () => {
    renderExplorer();
    expect(screen.getByRole("tab", { name: "1. Perceivable" })).toHaveAttribute("aria-selected", "true");
    for (const name of ["Level A (Required)", "Level AA (Required)", "Level AAA (Optional)"]) {
      expect(screen.getByRole("checkbox", { name })).toBeChecked();
    }
    expect(within(panel()).getByText("29 success criteria shown")).toBeInTheDocument();
  });

  it("filters by each level independently", async () => {
    const user = userEvent.setup();
    renderExplorer();
    await user.click(screen.getByRole("checkbox", { name: "Level AA (Required)" }));
    expect(screen.getByRole("checkbox", { name: "Level A (Required)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Level AAA (Optional)" })).toBeChecked();
    expect(criterion("1.4.3 Contrast (Minimum)")).toBeNull();
    expect(criterion("1.4.6 Contrast (Enhanced)")).not.toBeNull();
    expect(criterion("1.1.1 Non-text Content")).not.toBeNull();

    await user.click(screen.getByRole("checkbox", { name: "Level A (Required)" }));
    expect(criterion("1.1.1 Non-text Content")).toBeNull();
    expect(criterion("1.4.6 Contrast (Enhanced)")).not.toBeNull();

    await user.click(screen.getByRole("checkbox", { name: "Level AAA (Optional)" }));
    expect(within(panel()).getByText("Select at least one level to see success criteria.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Level AA (Required)" }));
    expect(criterion("1.4.3 Contrast (Minimum)")).not.toBeNull();
    expect(within(panel()).queryByRole("heading", { level: 4, name: /^1\.1\.1/ })).toBeNull();
  });

  it("switches principle with the arrow keys and shows 4.1.1 as obsolete", async () => {
    const user = userEvent.setup();
    renderExplorer();
    await user.click(screen.getByRole("tab", { name: "1. Perceivable" }));
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("tab", { name: "4. Robust" })).toHaveAttribute("aria-selected", "true");
    const parsing = criterion("4.1.1 Parsing")!.closest("li")!;
    expect(within(parsing).getByText("Obsolete")).toBeInTheDocument();
    expect(within(parsing).queryByText("Level")).toBeNull();
    expect(within(parsing).getByRole("link", { name: /Learn More about 4\.1\.1 Parsing/ })).toHaveAttribute(
      "href",
      "https://www.w3.org/WAI/WCAG22/Understanding/parsing.html",
    );
  });

  it("makes the criteria list a labelled, focusable part of the page, not a box that scrolls by itself", () => {
    renderExplorer();
    expect(panel()).toHaveAccessibleName("1. Perceivable");
    expect(panel()).toHaveAttribute("tabindex", "0");
    expect(panel().className).not.toMatch(/overflow|max-h/);
  });
});
