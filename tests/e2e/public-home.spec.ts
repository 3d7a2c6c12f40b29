import { TOOLTIP_DELAY_MS } from "../../client/src/components/ui/tooltip-timing";
import {
  clearAll,
  createLogos,
  createTestimonial,
  holdResponse,
  navigateInApp,
  resetCompanySettings,
  expect,
  test,
} from "./fixtures";

const LOGO_NAMES = [
  "Acme Press",
  "Beta Books",
  "Civic Council",
  "Delta Learning",
  "Echo Media",
  "Fable House",
  "Gamma University",
];

test.describe("home page", () => {
  test.beforeAll(({ request }) => resetCompanySettings(request));

  test("hero, services grid, get started and the head tags", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ready to make your content accessible?");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );

    const services = page.getByRole("region", { name: "Our Services" });
    await expect(services.getByRole("listitem")).toHaveCount(6);
    await expect(services.getByRole("heading", { name: "DRM Services for eBooks & Videos" })).toBeVisible();
    await expect(services.getByText(/Accessibility Conformance Reports/)).toHaveCount(0);
    await expect(services.getByRole("link", { name: /^Learn More/ })).toHaveCount(6);
    await services.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL("/services");
    await page.goBack();

    const getStarted = page.getByRole("region", { name: "Get Started" });
    await expect(getStarted.getByRole("link", { name: "Request a Quote (opens in a new tab)" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await expect(getStarted.getByRole("link", { name: "Client Portal (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );

    await expect(page).toHaveTitle(/\| AccessAble Content$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /accessible|Accessible/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /WCAG 2\.2/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/.+\/$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "AccessAble Content",
    });
  });

  test("the logo carousel is hidden without logos and shows a spinner while loading", async ({ page, api }) => {
    await clearAll(api, "logos");
    await page.goto("/faq");
    const release = await holdResponse(page, "**/api/logos");
    await navigateInApp(page, "/");
    await expect(page.getByRole("status").filter({ hasText: "Loading client logos" })).toBeAttached();
    release();
    await expect(page.getByRole("status").filter({ hasText: "Loading client logos" })).toHaveCount(0);
    await expect(page.getByText("Globally trusted by leading publishers and content creators")).toHaveCount(0);
  });

  test("five logos stand still; more than five scroll, loop, pause and stop on hover and focus", async ({
    page,
    api,
  }) => {
    await clearAll(api, "logos");
    await createLogos(api, LOGO_NAMES.slice(0, 5));
    await page.goto("/");
    const section = page.getByRole("region", { name: "Globally trusted by leading publishers and content creators" });
    await expect(section.getByRole("img", { name: "Acme Press" })).toBeVisible();
    await expect(section.getByRole("button", { name: /Pause|Play/ })).toHaveCount(0);

    await createLogos(api, LOGO_NAMES.slice(5));
    await page.reload();
    await expect(section.getByRole("img")).toHaveCount(7); // the loop's second copy is hidden from assistive technology
    const pause = section.getByRole("button", { name: /^Pause/ });
    await expect(pause).toBeVisible();
    const track = section.getByTestId("logo-track");
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    await expect.poll(offset).toBeLessThan(-5);

    // The pause button is the first stop in the carousel: Tab into the section from its heading.
    await section.getByRole("heading").click();
    await page.keyboard.press("Tab");
    await expect(pause).toBeFocused();
    const whileFocused = await offset();
    await page.waitForTimeout(300);
    expect(await offset()).toBe(whileFocused);
    await page.keyboard.press("Enter");
    await expect(section.getByRole("button", { name: /^Play/ })).toBeFocused();
    await page.getByRole("heading", { level: 1 }).click(); // focus leaves, but the person paused it
    const paused = await offset();
    await page.waitForTimeout(300);
    expect(await offset()).toBe(paused);

    await section.getByRole("button", { name: /^Play/ }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(offset).not.toBe(paused);
    await track.hover();
    const hovered = await offset();
    await page.waitForTimeout(300);
    expect(await offset()).toBe(hovered);

    // It loops: the offset never passes one full copy of the logos.
    const loop = await track.evaluate((el) => el.scrollWidth / 2);
    expect(Math.abs(hovered)).toBeLessThan(loop);
  });

  test("under prefers-reduced-motion the logos do not move", async ({ page, api }) => {
    await clearAll(api, "logos");
    await createLogos(api, LOGO_NAMES);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const section = page.getByRole("region", { name: /Globally trusted/ });
    await expect(section.getByRole("img", { name: "Gamma University" })).toBeVisible();
    await expect(section.getByRole("button", { name: /Pause|Play/ })).toHaveCount(0);
    await expect(section.getByTestId("logo-track")).toHaveCount(0);
    await clearAll(api, "logos");
  });

  test("testimonial previous/next: a tooltip after the pointer rests, at once on keyboard focus, Escape hides it", async ({
    page,
  }) => {
    // The arrows show while the cards are wider than the strip: on a tablet-sized window, the two examples are.
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto("/");
    const section = page.getByRole("region", { name: "What People Say About Us" });
    const previous = section.getByRole("button", { name: "Previous testimonials" });
    const next = section.getByRole("button", { name: "Next testimonials" });
    const tooltip = page.getByRole("tooltip");
    await expect(next).not.toHaveAttribute("title");

    // Not at once: it waits for the pointer to rest (measured from before the hover, so a slow machine only adds).
    const hovered = Date.now();
    await next.hover();
    await expect(tooltip).toHaveText("Next testimonials");
    expect(Date.now() - hovered).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    await page.mouse.move(0, 0, { steps: 5 }); // a real pointer moves in steps, not one jump
    await expect(tooltip).toHaveCount(0);

    // Tab from the heading: the first stop is the previous button, and its tooltip shows without the delay.
    await section.getByRole("heading", { name: "What People Say About Us" }).click();
    await page.keyboard.press("Tab");
    await expect(previous).toBeFocused();
    await expect(tooltip).toHaveText("Previous testimonials", { timeout: 500 });
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await expect(previous).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await expect(tooltip).toHaveText("Next testimonials", { timeout: 500 });

    // On a phone-sized window the tooltip stays inside the window.
    await page.setViewportSize({ width: 320, height: 700 });
    await next.scrollIntoViewIfNeeded();
    await next.blur();
    await next.focus();
    await expect(tooltip).toBeInViewport({ ratio: 1 });
  });

  test("testimonials: loading, empty with labelled examples, error, and real ones scrolled by 300 px", async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.expect(/status of 500 .*\/api\/testimonials\)$/);
    await clearAll(api, "testimonials");
    await page.goto("/faq");
    const release = await holdResponse(page, "**/api/testimonials");
    await navigateInApp(page, "/");
    const section = page.getByRole("region", { name: "What People Say About Us" });
    await expect(section.getByRole("status")).toContainText("Loading testimonials");
    release();
    await expect(section.getByText("No testimonials available yet")).toBeVisible();
    const examples = section.getByRole("list", { name: "Example testimonials" });
    await expect(examples.getByRole("listitem")).toHaveCount(2);
    await expect(examples.getByText("Example", { exact: true })).toHaveCount(2);

    await page.unroute("**/api/testimonials");
    await page.route("**/api/testimonials", (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
    await page.goto("/faq");
    await navigateInApp(page, "/");
    await expect(section.getByText("Failed to load testimonials")).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(0);
    await page.unroute("**/api/testimonials");

    for (let i = 1; i <= 5; i++) {
      await createTestimonial(api, {
        clientName: `Client ${i}`,
        personName: `Person ${i}`,
        personTitle: "Editor",
        content: `Quote number ${i} about great work.`,
      });
    }
    await page.reload();
    const strip = section.getByRole("list", { name: "Testimonials" });
    await expect(strip.getByRole("listitem")).toHaveCount(5);
    await expect(strip.getByText("Example", { exact: true })).toHaveCount(0);
    await expect(strip.getByText("“Quote number 1 about great work.”")).toBeVisible();
    const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
    await section.getByRole("button", { name: "Next testimonials" }).click();
    await expect.poll(scrollLeft).toBe(300);
    await section.getByRole("button", { name: "Previous testimonials" }).click();
    await expect.poll(scrollLeft).toBe(0);
    await clearAll(api, "testimonials");
  });
});
