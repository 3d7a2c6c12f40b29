// What a design-minded visitor checks on a public page, whatever its colour mode: no text in a card cut short with
// an ellipsis, a picture in the home page's hero, and the site's own typeface actually drawing the text.
import type { Page } from "@playwright/test";

/** The family the site's text is set in (client/src/fonts.css). */
export const WEB_FONT = "Atkinson Hyperlegible Next";

/**
 * The start of each text on the page that is cut short: clamped to a number of lines, or ended with an ellipsis,
 * while it does not fit. Team members' descriptions are left out: they open in full on hover and focus, by design.
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main *")) {
      const style = getComputedStyle(element);
      const clamp = style.getPropertyValue("-webkit-line-clamp");
      const clamped = clamp !== "" && clamp !== "none";
      if (!clamped && style.textOverflow !== "ellipsis") continue;
      if (element.closest("[data-opens-on-hover]")) continue;
      const overflows =
        element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
      if (overflows) clipped.push((element.textContent ?? "").trim().slice(0, 60));
    }
    return clipped;
  });
}

/** Whether the first section of the page (the home page's hero) shows an image or an illustration at least 120 px wide. */
export function heroHasPicture(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const hero = document.querySelector("main section");
    if (!hero) return false;
    return [...hero.querySelectorAll("img, svg")].some((picture) => {
      const box = picture.getBoundingClientRect();
      return box.width >= 120 && box.height >= 80 && getComputedStyle(picture).visibility !== "hidden";
    });
  });
}

/** Whether the page's text is drawn in the web font: loaded by the browser and first in the body's font family. */
export function webFontInUse(page: Page, family = WEB_FONT): Promise<boolean> {
  return page.evaluate(async (family) => {
    await document.fonts.ready;
    const loaded = [...document.fonts].some(
      (face) => face.family.replace(/"/g, "") === family && face.status === "loaded",
    );
    const first = getComputedStyle(document.body).fontFamily.split(",")[0]!.trim().replace(/"/g, "");
    return loaded && first === family;
  }, family);
}

/** Whether the page scrolls sideways (something wider than the window). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
