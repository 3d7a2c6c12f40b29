import {
  adminApi,
  expectNoAxeViolationsAtBothSizes,
  image,
  shot,
  signInPage,
  toastWith,
  expect,
  test,
} from "./fixtures";

const KEYS = ["companyName", "companyTagline", "companyLogo", "twitterUrl", "linkedinUrl"];

test.describe("Site Settings", () => {
  test.afterEach(async ({ request }) => {
    // Put the defaults back for the public journeys.
    await adminApi(request);
    for (const key of KEYS) await request.post(`/api/settings/${key}`, { data: { value: null } });
  });

  test("company information, logo upload and social links", async ({ page, request, consoleErrors }) => {
    // Uploading without a file is refused with 400.
    consoleErrors.expect(/status of 400 .*\/api\/settings\/upload\/logo/);
    await signInPage(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Site Settings", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Company Information" })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolationsAtBothSizes(page, "on /admin/settings (company)");
    await shot(page, "settings-company");

    await page.getByLabel("Company Name").fill("E2E Accessible Books Ltd");
    await page.getByLabel("Tagline / Subtitle").fill("Books for every reader");
    await page.getByRole("button", { name: "Save Company Information" }).click();
    await expect(toastWith(page, "Settings saved")).toBeVisible();
    await expect(toastWith(page, "Company information has been updated successfully.")).toBeVisible();
    await expect(page).toHaveTitle("Site Settings | E2E Accessible Books Ltd CMS");

    // Upload Logo with no file, with a text file, then with an SVG.
    await expect(page.getByText("Recommended: PNG or SVG format with transparent background")).toBeVisible();
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expect(toastWith(page, "No file selected")).toBeVisible();
    await expect(toastWith(page, "Please select a file to upload.")).toBeVisible();
    await page.getByLabel("Logo file").setInputFiles(image("not-an-image.png"));
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expect(toastWith(page, "Upload failed")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: /not a supported image/ })).toBeVisible();
    await page.getByLabel("Logo file").setInputFiles(image("logo.svg"));
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expect(toastWith(page, "Logo uploaded")).toBeVisible();
    await expect(page.getByRole("img", { name: "E2E Accessible Books Ltd logo" })).toHaveAttribute(
      "src",
      /^\/uploads\/.+\.svg$/,
    );
    const saved = (await (await request.get("/api/settings")).json()) as Array<{
      settingKey: string;
      settingValue: string;
    }>;
    expect(saved.find((s) => s.settingKey === "companyLogo")?.settingValue).toMatch(/^\/uploads\//);

    // Social links: typing survives a tab switch, and saving stores them.
    await page.getByRole("tab", { name: "Social Media" }).click();
    await page.getByLabel("Twitter URL").fill("https://twitter.com/e2ebooks");
    await page.getByRole("tab", { name: "Company Information" }).click();
    await page.getByRole("tab", { name: "Social Media" }).click();
    await expect(page.getByLabel("Twitter URL")).toHaveValue("https://twitter.com/e2ebooks");
    await page.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/company/e2ebooks");
    await expectNoAxeViolationsAtBothSizes(page, "on /admin/settings (social)");
    await shot(page, "settings-social");
    await page.getByRole("button", { name: "Save Social Media Links" }).click();
    await expect(toastWith(page, "Social media links saved")).toBeVisible();
    await expect(toastWith(page, "Social media links have been updated successfully.")).toBeVisible();
    const after = (await (await request.get("/api/settings")).json()) as Array<{
      settingKey: string;
      settingValue: string | null;
    }>;
    expect(after.find((s) => s.settingKey === "twitterUrl")?.settingValue).toBe("https://twitter.com/e2ebooks");
    expect(after.find((s) => s.settingKey === "youtubeUrl")?.settingValue ?? null).toBeNull();

    // A reload shows what was saved.
    await page.reload();
    await expect(page.getByLabel("Company Name")).toHaveValue("E2E Accessible Books Ltd");
  });
});
