import fs from "node:fs";
import { createPage, holdResponse, navigateInApp, resetCompanySettings, expect, test } from "./fixtures";

const HOSTILE = `<h2>Our approach</h2><p>Plain <strong>text</strong>.</p>
<script>window.__pwned = "script"</script>
<img src="/no-such-image.png" alt="broken" onerror="window.__pwned = 'onerror'">
<a href="javascript:window.__pwned='link'">Click</a>`;

test.describe("content pages", () => {
  test.beforeAll(({ request }) => resetCompanySettings(request));

  test("a published page shows at /page/{slug} and /{slug}, sanitized, with its meta title", async ({
    page,
    api,
    consoleErrors,
  }) => {
    // The hostile image points at a missing file. Chromium also reports the inline onerror handler against the
    // site's CSP while DOMPurify parses the content in its detached document, before removing it; nothing runs.
    consoleErrors.expect(/status of 404 .*\/no-such-image\.png/);
    consoleErrors.allow(
      /^Executing inline event handler violates .*script-src-attr 'none'.*\/assets\/(content-page|sanitize-html)-/,
    );
    await createPage(api, {
      title: "Case Study",
      slug: "case-study",
      content: HOSTILE,
      metaTitle: "Publisher case study",
      metaDescription: "How we helped.",
    });
    for (const url of ["/page/case-study", "/case-study"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study");
      await expect(page.getByRole("heading", { level: 2, name: "Our approach" })).toBeVisible();
      await expect(page).toHaveTitle("Publisher case study | AccessAble Content");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "How we helped.");
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
      await expect(page.getByRole("main").locator("script")).toHaveCount(0);
      await expect(page.getByRole("img", { name: "broken" })).toHaveCount(1);
      await expect(page.getByRole("img", { name: "broken" })).not.toHaveAttribute("onerror", /./);
      await expect(page.getByRole("main").locator('a[href^="javascript:"]')).toHaveCount(0);
    }
  });

  test("without a meta title the page title is the title plus the company", async ({ page, api }) => {
    await createPage(api, {
      title: "Careers",
      slug: "careers",
      content: '<p>Join us. Read the <a href="/faq">FAQ first</a>.</p>',
    });
    await page.goto("/careers");
    await expect(page).toHaveTitle("Careers | AccessAble Content");
    // A link to this site stays in the app (no full reload).
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await page.getByRole("link", { name: "FAQ first" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("a draft or missing page shows Page Not Found with a link home", async ({ page, api, consoleErrors }) => {
    // Each of these documents is answered 404 on purpose.
    consoleErrors.expect(/status of 404 .*\/(page\/)?(secret-draft|never-existed)\)$/);
    await createPage(api, { title: "Draft", slug: "secret-draft", content: "<p>Not yet.</p>", isPublished: false });
    for (const url of ["/secret-draft", "/page/secret-draft", "/page/never-existed", "/never-existed"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      await expect(
        page.getByText("Sorry, the page you're looking for doesn't exist or isn't published yet."),
      ).toBeVisible();
      await expect(page).toHaveTitle("Page Not Found | AccessAble Content");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        "This page does not exist or is not published yet.",
      );
    }
    await page.getByRole("link", { name: "Return to Home Page" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a slow page shows a spinner and a failing one shows the Error state", async ({ page, consoleErrors }) => {
    consoleErrors.expect(/status of 404 .*\/api\/pages\/slug\/slow-page/);
    // Reached by a link, a missing address is asked of the server once (it redirects one that moved): 404 again.
    consoleErrors.expect(/status of 404 .*\/slow-page\)$/);
    consoleErrors.expect(/status of 500 .*\/api\/pages\/slug\/broken-page/);
    await page.goto("/faq");
    const release = await holdResponse(page, "**/api/pages/slug/slow-page");
    await navigateInApp(page, "/slow-page");
    await expect(page.getByRole("main").getByRole("status")).toContainText("Loading page");
    const askedServer = page.waitForEvent("load");
    release();
    await askedServer;
    await expect(page.locator("#root[data-app-started]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");

    await page.route("**/api/pages/slug/broken-page", (route) => route.fulfill({ status: 500, body: "oops" }));
    await navigateInApp(page, "/page/broken-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error");
    await expect(page.getByText("Failed to load the page. Please try again later.")).toBeVisible();
    await expect(page).toHaveTitle("Error | AccessAble Content");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "This page could not be loaded. Please try again later.",
    );
  });

  test("links in page content open site pages in the app, and uploaded files as files", async ({
    page,
    api,
    consoleErrors,
  }) => {
    // Uploads are served in a script-less sandbox; Chromium says so when it shows one as a document.
    consoleErrors.allow(/^Blocked script execution in '[^']*\/uploads\/.*sandboxed/);
    const upload = await api.post("/api/logos/upload", {
      multipart: {
        image: { name: "report.png", mimeType: "image/png", buffer: fs.readFileSync("tests/fixtures/images/logo.png") },
      },
    });
    const { logoUrl } = await upload.json();
    await createPage(api, {
      title: "Resources",
      slug: "resources",
      content: `<p><a href="/faq">Read the FAQ</a> or <a href="${logoUrl}">open the file</a>.</p>`,
    });
    await page.goto("/resources");
    await page.getByRole("link", { name: "Read the FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "open the file" }).click();
    await expect(page).toHaveURL(new RegExp(`${logoUrl}$`));
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
  });

  test("real routes are not shadowed by /{slug}", async ({ page, consoleErrors }) => {
    consoleErrors.expect(/status of 404 .*\/Not_A-Slug!\)$/);
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await page.goto("/Not_A-Slug!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });
});

test("a page whose code fails to download shows the Error state inside the layout", async ({ page, consoleErrors }) => {
  consoleErrors.expect(/net::ERR_FAILED .*\/assets\/faq-page-/);
  consoleErrors.expect(/Failed to fetch dynamically imported module: .*\/assets\/faq-page-/);
  await page.route("**/assets/faq-page-*.js", (route) => route.abort());
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error");
  await expect(page.getByText("Failed to load the page. Please try again later.")).toBeVisible();
  await page.unroute("**/assets/faq-page-*.js");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Standards" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Standards");
});
