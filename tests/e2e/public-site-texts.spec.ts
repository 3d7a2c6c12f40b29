import { aboutTexts } from "@shared/page-texts/about";
import { contactTexts } from "@shared/page-texts/contact";
import { ctaButtonTexts } from "@shared/page-texts/cta";
import { faqTexts } from "@shared/page-texts/faq";
import { homeSectionTexts } from "@shared/page-texts/home";
import { homeHeroTexts } from "@shared/page-texts/home-hero";
import { serviceDetailTexts } from "@shared/page-texts/service-detail";
import { servicesTexts } from "@shared/page-texts/services";
import { standardsTexts } from "@shared/page-texts/standards";
import { createLogos, expect, test, unique } from "./fixtures";

// The pages' own words are the owners': an administrator stores every one of them in one Save, and each public page
// shows them, from the server's first screen through the app's own render (the component tests check each
// screen's texts and defaults one by one; this is the whole site, built and served, once).

const CLIENT = unique("Texts Client");
test.use({ leftovers: [{ url: "/api/logos", field: "clientName", prefix: CLIENT }] });

/** Each page's texts, by the address that shows them. */
const PAGES: [string, Record<string, string>][] = [
  ["/", { ...ctaButtonTexts, ...homeHeroTexts, ...homeSectionTexts }],
  ["/about", { ...ctaButtonTexts, ...aboutTexts }],
  ["/services", servicesTexts],
  ["/services/epub", serviceDetailTexts],
  ["/contact", contactTexts],
  ["/standards", standardsTexts],
  ["/faq", faqTexts],
];
const keys = [...new Set(PAGES.flatMap(([, texts]) => Object.keys(texts)))];
const ownersWords = (key: string) => `Owners' words for ${key}`;

test.afterEach(async ({ api }) => {
  const res = await api.put("/api/settings", {
    data: { settings: Object.fromEntries(keys.map((key) => [key, null])) },
  });
  expect(res.ok(), "the pages' texts back to their defaults").toBeTruthy();
});

test("every page shows the words an administrator stored for it", async ({ page, api }) => {
  // The client logos' heading shows only above logos.
  await createLogos(api, [CLIENT]);
  const save = await api.put("/api/settings", {
    data: { settings: Object.fromEntries(keys.map((key) => [key, ownersWords(key)])) },
  });
  expect(save.ok(), "one Save of every page text").toBeTruthy();

  for (const [address, texts] of PAGES) {
    await page.goto(address);
    // The home page's lower part arrives after its first screen: each check waits for it.
    const body = page.locator("body");
    for (const key of Object.keys(texts)) await expect(body, `${address}: ${key}`).toContainText(ownersWords(key));
  }
});
