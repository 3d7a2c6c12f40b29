// The colour modes the browser journeys scan the site in, and the scan itself (public-modes and admin-modes specs).
import type { Page } from "@playwright/test";
import { MODES, switchMode, type Mode } from "../colour-modes";
import { axeViolations, expect } from "./fixtures";

export { MODES };

/**
 * The axe rules whose answer depends on the colours: every other WCAG rule reads only the document, which is the same
 * in every mode, so after one full scan the other modes need only these. In forced colours the user's own colours
 * replace the site's, so the site's contrast is not what is read there (and axe would compare the forced text colour
 * with a background the browser no longer paints): only the links' difference from the text around them is checked.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const FORCED_RULES = ["link-in-text-block"];

/** axe's findings among `rules` only; axe is already in the page (a full scan by axeViolations put it there). */
const ruleViolations = (page: Page, rules: string[]) =>
  page.evaluate(async (ids) => {
    const axe = (window as unknown as { e2eAxe: typeof import("axe-core") }).e2eAxe;
    // Forget what the scan before read (computed colours among it), which belonged to the mode before.
    axe.teardown();
    const results = await axe.run(document, { runOnly: { type: "rule", values: ids }, resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(" ")} (${n.any[0]?.message ?? ""})`),
    }));
  }, rules);

/**
 * On the page as loaded, for each mode in turn (switched without a reload): no axe violation (every WCAG 2.2 A/AA
 * rule in the first mode, the colour rules in the others) and no sideways scroll.
 */
export async function expectAccessibleInEveryMode(page: Page, where: string, modes: readonly Mode[] = MODES) {
  for (const [index, mode] of modes.entries()) {
    await switchMode(page, mode);
    const forced = mode.media.forcedColors === "active";
    const all =
      index === 0 ? await axeViolations(page) : await ruleViolations(page, forced ? FORCED_RULES : COLOUR_RULES);
    const found = all.filter((v) => !(forced && v.id === "color-contrast"));
    const summary = found.map((v) => `${v.id}: ${v.help}\n    ${v.targets.slice(0, 5).join("\n    ")}`);
    expect.soft(summary, `axe violations ${where} in ${mode.name}`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, `horizontal overflow ${where} in ${mode.name}`).toBeLessThanOrEqual(0);
  }
}
