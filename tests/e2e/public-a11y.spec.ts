// Accessibility of the public site: every public route (from the route table), then each other state a visitor
// can bring a screen into, one row each: how to reach it, then one scan (axe and HTML_CodeSniffer) at 1280×800 and
// 390×844, or at the one width where the state exists. The journeys check what the pages do and scan nothing.
import fs from "node:fs";
import { type APIRequestContext, type Page } from "@playwright/test";
import { paths } from "@shared/paths";
import { firstScreens, publicPaths } from "../public-routes";
import {
  SEVEN_HEADER_LINKS,
  VIEWPORTS,
  clearAll,
  clearPublicContent,
  createPage,
  createTeamMember,
  createTestimonial,
  expectNoAxeViolationsAt,
  holdScripts,
  image,
  seedPublicContent,
  unique,
  expect,
  test,
  type Viewport,
} from "./fixtures";

// Every public route (a content page at both its addresses), a second service, and addresses nothing answers.
const ROUTES = [
  ...publicPaths({ id: "epub", slug: "a11y-check" }),
  paths.service("nimas"),
  paths.service("unknown"),
  "/no-such-page",
  "/a/b/c",
];

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveCount(0);
}

const PREFIX = "E2E Scan Quote";
const PHONE = [VIEWPORTS[1]];
const AT_1024 = [{ name: "1024 px", width: 1024, height: 768 }];

/** A screen state beyond a route as it opens: how to reach it, what to put back after, and where it is scanned. */
interface State {
  name: string;
  reach(arrange: { page: Page; api: APIRequestContext }): Promise<void>;
  undo?(api: APIRequestContext): Promise<void>;
  viewports?: readonly Viewport[];
}

/**
 * Goes to `path` at `viewport` and waits until the app has replaced the server's first screen, whose buttons do
 * nothing yet.
 */
async function openAt(page: Page, path: string, viewport: Viewport = VIEWPORTS[0]) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.goto(path, { waitUntil: "networkidle" });
  await settle(page);
}

const STATES: State[] = [
  {
    // With no testimonial saved, the home page shows two examples.
    name: "/ with the example testimonials",
    async reach({ page, api }) {
      await clearAll(api, "testimonials");
      await clearAll(api, "logos");
      await openAt(page, "/");
    },
  },
  {
    name: "/ at 390 px with the menu open",
    viewports: PHONE,
    async reach({ page }) {
      await openAt(page, "/", PHONE[0]);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    },
  },
  {
    // The arrows show while the cards are wider than the strip: on a tablet-sized window, the two examples are.
    name: "/ at 700 px with the Next testimonials tooltip open",
    viewports: [{ name: "700 px", width: 700, height: 900 }],
    async reach({ page, api }) {
      await clearAll(api, "testimonials");
      await openAt(page, "/", { name: "700 px", width: 700, height: 900 });
      const section = page.getByRole("region", { name: "What People Say About Us" });
      await section.getByRole("button", { name: "Next testimonials" }).hover();
      await expect(page.getByRole("tooltip")).toHaveText("Next testimonials");
    },
  },
  {
    name: "/ with six testimonials, moved on with Next",
    async reach({ page, api }) {
      await clearAll(api, "testimonials");
      const one = { clientName: "Northwind Press", personName: "Ada", personTitle: "Editor", content: "Clear work." };
      for (let i = 1; i <= 6; i++) await createTestimonial(api, { ...one, personName: `Reader ${i}` });
      await openAt(page, "/");
      const strip = page.getByRole("list", { name: "Testimonials" });
      await strip.scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: "Next testimonials" }).click();
      await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    },
  },
  {
    // The widest window where the header's links share one line with its two buttons.
    name: "/ at 1024 px, the whole header menu on one line",
    viewports: AT_1024,
    reach: ({ page }) => openAt(page, "/", AT_1024[0]),
  },
  {
    name: "/about at 1024 px with seven header links, the last ones under an open More",
    viewports: AT_1024,
    async reach({ page, api }) {
      const navigation = { header: SEVEN_HEADER_LINKS, footer: [] };
      expect((await api.put("/api/navigation", { data: navigation })).ok()).toBeTruthy();
      await openAt(page, "/about", AT_1024[0]);
      await page.getByRole("banner").getByRole("button", { name: /^More/ }).click();
      await expect(page.getByRole("banner").getByRole("link", { name: "Careers at AccessAble" })).toBeVisible();
    },
    async undo(api) {
      expect((await api.delete("/api/navigation")).ok()).toBeTruthy();
    },
  },
  {
    name: "/contact with the quote form's error summary",
    async reach({ page }) {
      await openAt(page, "/contact");
      await page.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByRole("heading", { name: "There is a problem" }).locator("..")).toBeFocused();
    },
  },
  {
    name: "/contact after sending a quote request",
    async reach({ page }) {
      await openAt(page, "/contact");
      const form = page.getByRole("form", { name: "Request a quote" });
      await form.getByLabel("Full name").fill(unique(PREFIX));
      await form.getByLabel("Designation").fill("Head of Digital");
      await form.getByLabel("Company e-mail").fill("grace@publisher.example");
      await form.getByLabel("Phone number").fill("+1 555 010 2030");
      await form.getByLabel("Accessible EPUB").check();
      await form.getByRole("button", { name: "Send request" }).click();
      const confirmation = page.getByRole("heading", { name: "Thank you, we have your request" }).locator("..");
      await expect(confirmation).toBeFocused();
    },
  },
  {
    name: "/faq with a list answer open",
    async reach({ page }) {
      await openAt(page, "/faq");
      const question = "How long does each service take?";
      await page.getByRole("main").getByRole("button", { name: question }).click();
      await expect(page.getByRole("region", { name: question }).getByRole("listitem").first()).toBeVisible();
    },
  },
  {
    name: "/standards with a region open",
    async reach({ page }) {
      await openAt(page, "/standards");
      const region = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button").nth(1);
      await region.click();
      await expect(region).toHaveAttribute("aria-expanded", "true");
    },
  },
  {
    name: "/wcag-explorer in May on Robust, Level AAA unchecked",
    async reach({ page }) {
      await page.clock.setFixedTime(new Date("2030-05-10T12:00:00"));
      await openAt(page, "/wcag-explorer");
      await page.getByRole("checkbox", { name: "Level AAA (Optional)" }).uncheck();
      await page.getByRole("tab", { name: "4. Robust" }).click();
      await expect(page.getByRole("tab", { name: "4. Robust" })).toHaveAttribute("aria-selected", "true");
    },
  },
  // The server's HTML alone, before the app starts (its scripts are held and never released).
  ...firstScreens.map((screen): State => ({
    name: `${screen.path} before the app starts`,
    async reach({ page }) {
      await holdScripts(page);
      await page.goto(screen.path, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
      await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
    },
  })),
];

test.use({ leftovers: [{ url: "/api/inquiries", field: "fullName", prefix: PREFIX }] });

test.describe("accessibility of every public route", () => {
  test.beforeAll(async ({ request }) => {
    await seedPublicContent(request);
    // A second team member with a photo, for /about.
    const upload = await request.post("/api/team/upload", {
      multipart: { image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(image("photo.jpg")) } },
    });
    expect(upload.status()).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    await createTeamMember(request, {
      name: "Grace Hopper",
      designation: "EPUB Engineer",
      description: "Bio.",
      imageUrl,
    });
    await createPage(request, {
      title: "Accessible page",
      slug: "a11y-check",
      content: '<h2>Section</h2><p>Text with <a href="/faq">a link</a>.</p>',
    });
  });

  test.afterAll(({ request }) => clearPublicContent(request));

  for (const route of ROUTES) {
    test(`${route}: no axe violations at 1280×800 and 390×844, one h1, no horizontal scroll at 320 px`, async ({
      page,
      consoleErrors,
      ui,
    }) => {
      // The not-found routes are answered 404 on purpose.
      consoleErrors.allow(/status of 404 .*\/(services\/unknown|no-such-page|a\/b\/c)\)$/);
      // Failed requests the app expects (401 from the session check, 404 for a missing page) are not errors.
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(route);
      await settle(page);
      await ui.expectAccessible(`on ${route}`);
      for (const width of [320, 640]) {
        // 640 CSS px is a 1280 px window at 200% zoom
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `horizontal overflow at ${width}px on ${route}`).toBeLessThanOrEqual(0);
      }
      expect(errors, "console errors").toEqual([]);
    });
  }

  for (const state of STATES) {
    test(state.name, async ({ page, api }) => {
      try {
        await state.reach({ page, api });
        await expectNoAxeViolationsAt(page, state.name, state.viewports);
      } finally {
        await state.undo?.(api);
      }
    });
  }
});
