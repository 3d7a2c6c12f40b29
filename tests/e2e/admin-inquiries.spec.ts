import {
  adminApi,
  deleteWhere,
  expectNoAxeViolationsAtBothSizes,
  shot,
  signInPage,
  toastWith,
  unique,
  expect,
  test,
} from "./fixtures";

const PREFIX = "E2E Inquirer";

test.describe("Inquiry Management", () => {
  test.afterEach(async ({ request }) => {
    await adminApi(request);
    await deleteWhere(request, "/api/inquiries", (row) => String(row.fullName).startsWith(PREFIX));
  });

  test("a new inquiry is opened, moved to in_review, responded to and deleted", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const fullName = unique(PREFIX);
    const visitor = await playwright.request.newContext({ baseURL });
    const created = await visitor.post("/api/inquiries", {
      data: {
        fullName,
        designation: "Head of Digital",
        companyEmail: "buyer@example.org",
        phoneNumber: "+1 555 0100",
        goals: ["Accessible EPUB", "WCAG audit"],
        challenges: ["Tight deadline"],
      },
    });
    expect(created.status()).toBe(201);
    await visitor.dispose();

    await signInPage(page);
    await page.goto("/admin/inquiries");
    await expect(page.getByRole("heading", { name: "Inquiry Management", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Inquiries \| /);
    const row = page.getByRole("row", { name: new RegExp(fullName) });
    await expect(row).toContainText("New");
    await expect(row).toContainText(/ago$/);
    await expectNoAxeViolationsAtBothSizes(page, "on /admin/inquiries");
    await shot(page, "inquiries");

    // The tabs filter by status.
    await page.getByRole("tab", { name: "Responded" }).click();
    await expect(page.getByRole("row", { name: new RegExp(fullName) })).toHaveCount(0);
    await page.getByRole("tab", { name: "New" }).click();
    await expect(row).toBeVisible();

    // Opening the details moves it to In Review.
    const viewButton = page.getByRole("button", { name: `View inquiry from ${fullName}` });
    await viewButton.click();
    const details = page.getByRole("dialog", { name: "Inquiry Details" });
    await expect(details).toContainText("Head of Digital");
    await expect(details).toContainText("+1 555 0100");
    await expect(details.getByRole("listitem").filter({ hasText: "Accessible EPUB" })).toBeVisible();
    await expect(details).toContainText("Tight deadline");
    await expect(details.getByLabel("Status")).toHaveValue("in_review");
    await expect(details).toContainText("No responses yet.");
    await expectNoAxeViolationsAtBothSizes(page, "with the Inquiry Details dialog open");
    await shot(page, "inquiry-details");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(viewButton).toHaveCount(0); // it left the New tab
    await page.getByRole("tab", { name: "In Review" }).click();
    await expect(row).toContainText("In Review");

    // The status selector.
    await page.getByRole("button", { name: `View inquiry from ${fullName}` }).click();
    await details.getByLabel("Status").selectOption("new");
    await expect(toastWith(page, "Status updated")).toBeVisible();
    await expect(toastWith(page, "The inquiry status has been updated successfully.")).toBeVisible();
    await details.getByLabel("Status").selectOption("in_review");
    await expect(details.getByLabel("Status")).toHaveValue("in_review");

    // Respond: Send is disabled for blank text.
    await details.getByRole("button", { name: "Respond" }).click();
    const respond = page.getByRole("dialog", { name: "Send Response" });
    const send = respond.getByRole("button", { name: "Send Response" });
    await expect(send).toBeDisabled();
    await respond.getByLabel("Your Message").fill("   ");
    await expect(send).toBeDisabled();
    await respond.getByLabel("Your Message").fill("Thank you, we will send a quote today.");
    await expect(send).toBeEnabled();
    await expectNoAxeViolationsAtBothSizes(page, "with the Send Response dialog open");
    await send.click();
    await expect(respond).toBeHidden();
    await expect(details.getByRole("button", { name: "Respond" })).toBeFocused();
    await expect(toastWith(page, "Response sent")).toBeVisible();
    // No SMTP server in the e2e environment: the toast must not claim an e-mail went out.
    await expect(toastWith(page, /not e-mailed/)).toBeVisible();
    // The details underneath now show the saved response, and the server marked the inquiry responded.
    await expect(details).toContainText("Thank you, we will send a quote today.");
    await expect(details).toContainText("Saved, not e-mailed");
    await expect(details.getByLabel("Status")).toHaveValue("responded");
    await details.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("tab", { name: "Responded" }).click();
    await expect(row).toContainText("Responded");

    // Delete, confirming in the dialog.
    await page.getByRole("button", { name: `Delete inquiry from ${fullName}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      "Are you sure?This action cannot be undone. This will permanently delete the inquiry from the database.",
    );
    await expectNoAxeViolationsAtBothSizes(page, "with the delete confirmation open");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toastWith(page, "Inquiry deleted")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(fullName) })).toHaveCount(0);
  });
});
