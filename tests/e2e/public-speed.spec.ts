import { publicPaths } from "../public-routes";
import { expect, test } from "./fixtures";

// Every public route (a content page that does not exist, at both its addresses), and a path nothing answers.
const ROUTES = [...publicPaths({ id: "epub", slug: "some-page" }), "/x/y"];

// Strings that only the admin area's code and libraries contain: dnd-kit's announcements, drizzle, the editor,
// the admin screens' own headings. (zod is not among them: the Contact page's quote form validates with it.)
const ADMIN_MARKERS = ["To pick up a draggable item", "drizzle", "tiptap", "Admin Dashboard", "Admin Access"];

test("public routes never download admin code", async ({ page, request, consoleErrors }) => {
  // The missing content page and the unknown path are answered 404.
  consoleErrors.expect(/status of 404 .*\/(some-page|x\/y)\)$/);
  const scripts = new Set<string>();
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.add(new URL(req.url()).pathname);
  });
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  }
  expect(scripts.size).toBeGreaterThan(3);
  for (const path of scripts) {
    expect(path, "no admin or sign-in chunk").not.toMatch(/\/(admin|auth-entry)[^/]*\.js$/);
    const code = await (await request.get(path)).text();
    for (const marker of ADMIN_MARKERS) expect(code.includes(marker), `${path} contains "${marker}"`).toBe(false);
  }
});

test("the first load of / is only the entry chunk and its static imports", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Every other public page is a lazy chunk, loaded only when visited.
  expect(scripts.filter((s) => /(services-page|faq-page|wcag-explorer-page|about-page|content-page)/.test(s))).toEqual(
    [],
  );
});

test("a visitor's first load asks the API nothing and logs no error", async ({ page }) => {
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/")) apiCalls.push(req.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const route of publicPaths({ id: "pdf", slug: "privacy" })) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    // The head the server wrote and the one the client renders are the same: one of each tag.
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  }
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});
