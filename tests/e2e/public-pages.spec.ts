import {
  clearAll,
  createTeamMember,
  holdResponse,
  navigateInApp,
  resetCompanySettings,
  expect,
  test,
} from "./fixtures";

test.describe("public pages", () => {
  test.beforeAll(({ request }) => resetCompanySettings(request));

  test("services list: 8 cards, each a lead sentence, three features and Learn more, then the call to action", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    await expect(page).toHaveTitle("Our Services | AccessAble Content");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) await expect(card.getByRole("listitem")).toHaveCount(3);
    // The description's first sentence only; the service's page has the rest.
    await expect(page.getByRole("article", { name: "Accessible PDF (PDF/UA) Remediation" }).locator("p")).toHaveText(
      /^Our specialists remediate PDF documents .*WCAG 2\.2 AA\.$/,
    );
    await page.getByRole("link", { name: "Learn more about Accessibility Conformance Reports (VPAT)" }).click();
    await expect(page).toHaveURL("/services/vpat");
    await page.goto("/services");
    await expect(page.getByRole("link", { name: "Request a Quote (opens in a new tab)" })).toBeVisible();
  });

  test("service detail: breadcrumb, sections, sidebar, related services; it follows the id", async ({ page }) => {
    await page.goto("/services/pdf");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    await expect(crumbs.getByText("Accessible PDF (PDF/UA) Remediation")).toHaveAttribute("aria-current", "page");
    // Three items separated by chevrons that assistive technology does not hear.
    await expect(crumbs).toMatchAriaSnapshot(`
      - navigation "Breadcrumb":
        - list:
          - listitem:
            - link "Home"
          - listitem:
            - link "Services"
          - listitem: Accessible PDF (PDF/UA) Remediation
    `);
    await expect(crumbs.locator("li")).toHaveCount(3);
    await expect(crumbs.locator('li > svg[aria-hidden="true"]')).toHaveCount(2);
    await expect(crumbs).not.toContainText(/Home\s*\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessible PDF (PDF/UA) Remediation");
    await expect(
      page.getByRole("heading", { name: "Why Choose Our Accessible PDF (PDF/UA) Remediation Service" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Benefits" })).toBeVisible();
    for (const step of ["Assessment", "Implementation", "Testing & Verification", "Delivery & Support"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Request a Quote (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );
    const related = sidebar.getByRole("region", { name: "Related Services" }).getByRole("link");
    await expect(related).toHaveCount(7);
    await expect(page.getByText("Read, Select, Annotate, Classify")).toHaveCount(0);

    await sidebar.getByRole("link", { name: "Accessible EPUB" }).click();
    await expect(page).toHaveURL("/services/epub");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessible EPUB");
    await expect(page).toHaveTitle("Accessible EPUB | AccessAble Content");
    const epub = page.getByRole("region", { name: "Read, Select, Annotate, Classify" });
    await expect(epub.getByText("COMMUNITY PICK")).toBeVisible();
    for (const name of ["Microsoft Store", "Direct install", "Apple Silicon", "Intel", "Flathub", "Debian package"]) {
      await expect(epub.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("target", "_blank");
    }
    for (const text of [
      "macOS Big Sur",
      "Windows 10",
      "Ubuntu 18.04",
      "Fedora 32",
      "Debian 10",
      "MathML",
      "Text-to-speech",
    ]) {
      await expect(epub.getByText(text).first()).toBeVisible();
    }
  });

  test("an unknown service shows Service Not Found with a way home", async ({ page, consoleErrors }) => {
    consoleErrors.expect(/status of 404 .*\/services\/braille\)$/);
    await page.goto("/services/braille");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(page.getByText("The service you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page).toHaveTitle("Service Not Found | AccessAble Content");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "This service does not exist or has been moved.",
    );
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("standards: the first region is open and choosing another selects only it", async ({ page }) => {
    await page.goto("/standards");
    const us = page.getByRole("button", { name: /United States/ });
    const eu = page.getByRole("button", { name: /European Union/ });
    await expect(us).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Section 508", { exact: true })).toBeVisible();
    await eu.click();
    await expect(eu).toHaveAttribute("aria-expanded", "true");
    await expect(us).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("EAA (European Accessibility Act)")).toBeVisible();
    await expect(page.getByText("Section 508", { exact: true })).toBeHidden();
    // The selected region cannot be closed: one region is always selected.
    await expect(eu).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("button", { name: /WCAG Standards/ }).click();
    for (const text of ["WCAG 2.2", "The Four POUR Principles", "Level A", "Level AA", "Level AAA"]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test("FAQ: 20 questions, the first open, one at a time, and the open one closes", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.getByRole("main").getByRole("button");
    await expect(questions).toHaveCount(20);
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("NIMAS XML conversion: 3-5 business days")).toBeVisible();
    await questions.nth(2).click();
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test("contact page: heading and the portal links", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Request a Quote (opens in a new tab)" }),
    ).toHaveAttribute("href", /contact/);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Client Portal (opens in a new tab)" }),
    ).toHaveAttribute("href", /login/);
  });

  test("about: highlights, Work With Us, then the team from spinner to coming soon to grid", async ({
    page,
    api,
    consoleErrors,
  }) => {
    // One team member's photo points at a missing upload.
    consoleErrors.expect(/status of 404 .*\/uploads\/none\.png\)$/);
    await clearAll(api, "team");
    await page.goto("/faq");
    const release = await holdResponse(page, "**/api/team");
    await navigateInApp(page, "/about");
    for (const name of [
      "Our Mission",
      "Expert Team",
      "Comprehensive Solutions",
      "Client-Focused",
      "Continuous Improvement",
      "Certified Experts",
      "Quick Turnaround",
      "Dedicated Support",
      "Competitive Pricing",
    ]) {
      await expect(page.getByRole("heading", { name })).toBeVisible();
    }
    const team = page.locator("#team");
    await expect(team.getByRole("status")).toContainText("Loading team members");
    release();
    await expect(team.getByText("Our team information is coming soon.")).toBeVisible();
    await page.getByRole("link", { name: "Work With Us" }).click();
    await expect(page.locator("#contact")).toBeInViewport();

    await createTeamMember(api, {
      name: "ada mary lovelace",
      designation: "Lead Auditor",
      description: "A very long biography. ".repeat(40),
      linkedinUrl: "https://www.linkedin.com/in/example",
    });
    await createTeamMember(api, {
      name: "Grace Hopper",
      designation: "EPUB Engineer",
      description: "Short bio.",
      imageUrl: "/uploads/none.png",
    });
    await page.unroute("**/api/team");
    await page.reload();
    await expect(team.getByRole("article")).toHaveCount(2);
    await expect(team.getByRole("img", { name: "ada mary lovelace" })).toHaveText("AM");
    await expect(team.getByRole("img", { name: "Grace Hopper" })).toHaveAttribute("src", "/uploads/none.png");
    await expect(
      team.getByRole("link", { name: "LinkedIn profile of ada mary lovelace (opens in a new tab)" }),
    ).toBeVisible();
    const description = team.getByRole("article").first().getByTestId("member-description");
    const clamped = await description.evaluate((el) => el.clientHeight);
    const lineHeight = await description.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(clamped).toBeLessThanOrEqual(lineHeight * 3 + 1);
    await team.getByRole("article").first().focus();
    await expect.poll(() => description.evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped * 2);
    // Three columns from medium screens up: a third member shares the first row.
    await createTeamMember(api, {
      name: "Alan Turing",
      designation: "Maths Specialist",
      description: "Short bio.",
    });
    await page.reload();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(team.getByRole("article")).toHaveCount(3);
    const tops = await team
      .getByRole("article")
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await clearAll(api, "team");
  });

  test("legal pages and the 404 screen", async ({ page, consoleErrors }) => {
    consoleErrors.expect(/status of 404 .*\/services\/pdf\/extra\/path\)$/);
    // Content pages a fresh install starts with, in the words the site always had.
    for (const [url, title, sections] of [
      ["/privacy", "Privacy Policy", ["What we collect", "Your rights"]],
      ["/terms", "Terms of Service", ["Use of this website", "Projects"]],
      ["/accessibility", "Accessibility Statement", ["Our goal", "Feedback"]],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([...sections]);
      await expect(page).toHaveTitle(`${title} | AccessAble Content`);
    }
    await page.goto("/services/pdf/extra/path");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page).toHaveTitle("404 Page Not Found | AccessAble Content");
  });
});
