import { image, sendInquiry, signInPage, unique, expect, test } from "./fixtures";

const PREFIX = "E2E Quote";

test.use({
  leftovers: [{ url: "/api/inquiries", field: "fullName", prefix: PREFIX }],
  changedSettings: ["quoteFormEnabled"],
});

test.describe("Request a quote on /contact", () => {
  test("an empty submit focuses the error summary, its links lead to the fields, and a fixed form is sent", async ({
    page,
    api,
    ui,
  }) => {
    const fullName = unique(PREFIX);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Request a quote" });
    await expect(form).toBeVisible();
    // The portal links stay beside the form.
    await expect(page.locator("#main-content").getByRole("link", { name: /Client Portal/ })).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await ui.shot("quote-form");

    await form.getByRole("button", { name: "Send request" }).click();
    const summary = page.getByRole("heading", { name: "There is a problem" }).locator("..");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Full name is required",
      "Designation is required",
      "Enter a valid company e-mail address",
      "Phone number is required",
      "Choose at least one goal",
    ]);
    await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await ui.shot("quote-form-errors");

    await summary.getByRole("link", { name: "Enter a valid company e-mail address" }).click();
    await expect(form.getByLabel("Company e-mail")).toBeFocused();
    await page.keyboard.type("grace@publisher.example");
    await summary.getByRole("link", { name: "Full name is required" }).click();
    await expect(form.getByLabel("Full name")).toBeFocused();
    await page.keyboard.type(fullName);
    await form.getByLabel("Designation").fill("Head of Digital");
    await form.getByLabel("Phone number").fill("+1 555 010 2030");
    await form.getByLabel("Accessible EPUB").check();
    await form.getByLabel("Challenges (optional)").fill("Thousands of maths formulas");
    // Fixed fields leave the summary.
    await expect(summary.getByRole("link")).toHaveCount(0);
    // The invisible proof of work, solved in the background since the visitor started on the form, goes with it.
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/inquiries"),
    );
    await form.getByRole("button", { name: "Send request" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      fullName,
      altcha: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });

    const confirmation = page.getByRole("heading", { name: "Thank you, we have your request" }).locator("..");
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText("reply by e-mail to grace@publisher.example");
    await expect(page.getByRole("form", { name: "Request a quote" })).toHaveCount(0);
    await ui.shot("quote-form-sent");

    const inquiries = (await (await api.get("/api/inquiries")).json()) as Array<Record<string, unknown>>;
    expect(inquiries.find((row) => row.fullName === fullName)).toMatchObject({
      designation: "Head of Digital",
      companyEmail: "grace@publisher.example",
      goals: ["Accessible EPUB"],
      challenges: ["Thousands of maths formulas"],
      status: "new",
    });
  });

  test("turned off in Site Settings, /contact shows only the portal links", async ({ page, browser, ui }) => {
    await signInPage(page);
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Contact Page" }).click();
    const box = page.getByLabel("Show the 'Request a quote' form on the Contact page");
    await expect(box).toBeChecked();
    await ui.shot("settings-contact");
    await box.uncheck();
    await page.getByRole("button", { name: "Save Contact Page" }).click();
    await expect(ui.toast(/^The Contact page shows only the client portal links\./)).toBeVisible();
    await expect(box).not.toBeChecked();

    const visitor = await browser.newPage();
    await visitor.goto("/contact");
    await expect(visitor.getByRole("heading", { name: "Start your project" })).toBeVisible();
    await expect(visitor.getByRole("link", { name: /Request a Quote/ })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "Request a quote" })).toHaveCount(0);
    await expect(visitor.getByRole("form")).toHaveCount(0);

    await page.reload();
    await page.getByRole("tab", { name: "Contact Page" }).click();
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole("button", { name: "Save Contact Page" }).click();
    await expect(ui.toast("The Contact page shows the quote request form.")).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole("form", { name: "Request a quote" })).toBeVisible();
    await visitor.close();
  });
});

test.describe("Alt text and inquiry notes in the CMS", () => {
  test.use({
    signedIn: true,
    leftovers: [
      [
        { url: "/api/team", field: "name", prefix: PREFIX },
        { url: "/api/inquiries", field: "fullName", prefix: PREFIX },
      ],
      { scope: "test" },
    ],
  });

  test("alt text written in the team dialog is the photo's alt on /about; decorative makes it empty", async ({
    page,
    browser,
    ui,
  }) => {
    const name = unique(`${PREFIX} Member`);
    await page.goto("/admin/team");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Team Member" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Designation").fill("Accessibility Lead");
    await dialog.getByLabel("Description").fill("Leads audits.");
    await dialog.getByLabel("Profile Image").setInputFiles(image("photo.jpg"));
    await expect(dialog.getByRole("img", { name })).toHaveAttribute("src", /^\/uploads\//);
    await dialog.getByLabel("Alt text").fill("Smiling person in a blue jacket");
    await dialog.getByLabel("Alt text").scrollIntoViewIfNeeded();
    await ui.shot("team-dialog-alt");
    await dialog.getByRole("button", { name: "Add Team Member" }).click();
    await expect(dialog).toBeHidden();

    const visitor = await browser.newPage();
    await visitor.goto("/about");
    const card = visitor.getByRole("article", { name });
    await expect(card.locator("img")).toHaveAttribute("alt", "Smiling person in a blue jacket");

    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Team Member" });
    await expect(edit.getByLabel("Alt text")).toHaveValue("Smiling person in a blue jacket");
    await edit.getByLabel("Decorative image").check();
    await expect(edit.getByLabel("Alt text")).toBeDisabled();
    await edit.getByRole("button", { name: "Update Team Member" }).click();
    await expect(edit).toBeHidden();
    await visitor.reload();
    await expect(card.locator("img")).toHaveAttribute("alt", "");
    await visitor.close();
  });

  test("notes saved in Inquiry Details are there when the inquiry is opened again", async ({ page, visitor, ui }) => {
    const fullName = unique(PREFIX);
    await sendInquiry(visitor, {
      fullName,
      designation: "CTO",
      companyEmail: "cto@example.org",
      phoneNumber: "555 0100",
      goals: ["VPAT"],
    });

    await page.goto("/admin/inquiries");
    await page.getByRole("button", { name: `View inquiry from ${fullName}` }).click();
    const details = page.getByRole("dialog", { name: "Inquiry Details" });
    await details.getByLabel("Notes").fill("Call back on Monday about the VPAT scope.");
    await details.getByRole("button", { name: "Save notes" }).click();
    await expect(ui.toast("Notes saved")).toBeVisible();
    await expect(details.getByLabel("Notes")).toHaveValue("Call back on Monday about the VPAT scope.");
    await ui.shot("inquiry-notes");
    // Escape closes the topmost layer first: the 'Notes saved' toast while it shows, then the dialog.
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(details).toBeHidden({ timeout: 500 });
    }).toPass();

    await page.reload();
    await page.getByRole("tab", { name: "In Review" }).click();
    await page.getByRole("button", { name: `View inquiry from ${fullName}` }).click();
    await expect(details.getByLabel("Notes")).toHaveValue("Call back on Monday about the VPAT scope.");
  });
});
