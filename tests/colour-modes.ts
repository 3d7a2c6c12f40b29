// The colour modes the browser tests scan and the screenshot script pictures, and how a loaded page is switched to
// one of them without a reload.
import type { Page } from "@playwright/test";

/** Each mode as the browser is told it: the system's dark preference, or forced colours (Windows High Contrast). */
export const MODES = [
  { name: "light", media: { colorScheme: "light", forcedColors: "none" } },
  { name: "dark", media: { colorScheme: "dark", forcedColors: "none" } },
  { name: "forced colours", media: { colorScheme: "light", forcedColors: "active" } },
] as const;
export type Mode = (typeof MODES)[number];

/**
 * Switches the loaded page to `mode`, with no transitions (so what is read or pictured is the mode's colours, not a
 * blend on the way to them). Chromium can keep a few elements' inherited colours from before an emulated switch
 * (seen under load, on text whose colour comes from a parent's palette variable): taking the page out of the layout
 * for a moment makes it compute every element's style again. Then two frames, so the new colours are painted.
 */
export async function switchMode(page: Page, mode: Mode) {
  await page.emulateMedia({ ...mode.media, reducedMotion: "reduce" });
  await page.evaluate(() => {
    document.body.style.display = "none";
    void document.body.offsetHeight;
    document.body.style.removeProperty("display");
    return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
