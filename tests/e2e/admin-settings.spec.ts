import { image, expect, test } from "./fixtures";

test.use({
  signedIn: true,
  // The defaults go back after each journey, for the public journeys.
  changedSettings: ["companyName", "companyTagline", "companyLogo", "twitterUrl", "linkedinUrl", "youtubeUrl"],
});

test.describe("Site Settings", () => {
  test("company information, logo upload and social links", async ({ page, request, consoleErrors, ui }) => {
    // Uploading without a file is refused with 400.
    consoleErrors.expect(/status of 400 .*\/api\/settings\/upload\/logo/);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Site Settings", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Company Information" })).toHaveAttribute("aria-selected", "true");
    await ui.shot("settings-company");

    await page.getByLabel("Company Name").fill("E2E Accessible Books Ltd");
    await page.getByLabel("Tagline / Subtitle").fill("Books for every reader");
    await page.getByRole("button", { name: "Save Company Information" }).click();
    await expect(ui.toast("Settings saved")).toBeVisible();
    await expect(ui.toast("Company information has been updated successfully.")).toBeVisible();
    await expect(page).toHaveTitle("Site Settings | E2E Accessible Books Ltd CMS");

    // Upload Logo with no file, with a text file, then with an SVG.
    await expect(page.getByText("Recommended: PNG or SVG format with transparent background")).toBeVisible();
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expect(ui.toast("No file selected")).toBeVisible();
    await expect(ui.toast("Please select a file to upload.")).toBeVisible();
    await page.getByLabel("Logo file").setInputFiles(image("not-an-image.png"));
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expect(ui.toast("Upload failed")).toBeVisible();
    await expect(ui.toast("There was a problem uploading the logo.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: /not a supported image/ })).toBeVisible();
    await page.getByLabel("Logo file").setInputFiles(image("logo.svg"));
    await page.getByRole("button", { name: "Upload Logo" }).click();
    await expect(ui.toast("Logo uploaded")).toBeVisible();
    await expect(page.getByRole("img", { name: "E2E Accessible Books Ltd logo" })).toHaveAttribute(
      "src",
      /^\/uploads\/.+\.svg$/,
    );
    const saved = (await (await request.get("/api/settings")).json()) as Array<{
      settingKey: string;
      settingValue: string;
    }>;
    expect(saved.find((s) => s.settingKey === "companyLogo")?.settingValue).toMatch(/^\/uploads\//);

    // 'Remove logo' takes it away again: the header shows the icon, and focus goes to the file picker.
    await page.getByRole("button", { name: "Remove logo" }).click();
    await expect(ui.toast("The company logo has been removed.")).toBeVisible();
    await expect(page.getByRole("img", { name: "E2E Accessible Books Ltd logo" })).toHaveCount(0);
    await expect(page.getByText("No logo yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove logo" })).toHaveCount(0);
    await expect(page.getByLabel("Logo file")).toBeFocused();
    const cleared = (await (await request.get("/api/settings")).json()) as Array<{
      settingKey: string;
      settingValue: string | null;
    }>;
    expect(cleared.find((s) => s.settingKey === "companyLogo")?.settingValue ?? null).toBeNull();

    // Social links: leaving the tab with typing not saved asks first, and staying keeps it; saving stores them.
    await page.getByRole("tab", { name: "Social Media" }).click();
    await page.getByLabel("Twitter URL").fill("https://twitter.com/e2ebooks");
    await page.getByRole("tab", { name: "Company Information" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(leave).toContainText("Your changes on the Social Media tab are not saved yet.");
    await leave.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(page.getByRole("tab", { name: "Social Media" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Twitter URL")).toHaveValue("https://twitter.com/e2ebooks");
    await page.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/company/e2ebooks");
    // Not a web address: it saves, and the field says its icon will not show.
    await page.getByLabel("YouTube URL").fill("@e2ebooks");
    await expect(page.getByLabel("YouTube URL")).toHaveAccessibleDescription(
      /^This is not a web address: it is saved, but the footer shows the YouTube icon only for a web address/,
    );
    await expect(page.getByLabel("Twitter URL")).not.toHaveAccessibleDescription(/not a web address/);
    await ui.shot("settings-social");
    await page.getByRole("button", { name: "Save Social Media Links" }).click();
    await expect(ui.toast("Social media links saved")).toBeVisible();
    await expect(ui.toast("Social media links have been updated successfully.")).toBeVisible();
    const after = (await (await request.get("/api/settings")).json()) as Array<{
      settingKey: string;
      settingValue: string | null;
    }>;
    expect(after.find((s) => s.settingKey === "twitterUrl")?.settingValue).toBe("https://twitter.com/e2ebooks");
    expect(after.find((s) => s.settingKey === "youtubeUrl")?.settingValue).toBe("@e2ebooks");

    // A link to another screen asks first while a change is not saved, then goes there.
    await page.getByLabel("Facebook URL").fill("https://www.facebook.com/e2ebooks");
    await page
      .getByRole("navigation", { name: "Admin Dashboard" })
      .getByRole("link", { name: "Activity", exact: true })
      .click();
    await page
      .getByRole("alertdialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Discard changes" })
      .click();
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();

    // The activity log: one entry for that one Save, naming what changed, dated like every admin date.
    await page.goto("/admin/activity");
    const table = page.getByRole("table", { name: /Activity, newest first/ });
    const socialRows = table.getByRole("row").filter({ hasText: "social links" });
    await expect(socialRows).toHaveCount(1);
    await expect(socialRows).toContainText("Social links");
    await expect(socialRows).toContainText("Changed the social links: Twitter, LinkedIn, YouTube");
    await expect(socialRows.getByRole("cell").first()).toContainText(/\d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d/);
    await expect(table.getByText(/twitterUrl|youtubeUrl|Site setting/)).toHaveCount(0);
    await page.goto("/admin/settings");

    // A reload shows what was saved.
    await page.reload();
    await expect(page.getByLabel("Company Name")).toHaveValue("E2E Accessible Books Ltd");
  });
});
