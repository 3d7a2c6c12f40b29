import fs from "node:fs";
import { buyerInquiry, sendInquiry, unique, expect, test } from "./fixtures";

const PREFIX = "E2E Inquirer";
test.use({
  signedIn: true,
  leftovers: [
    [
      { url: "/api/inquiries", field: "fullName", prefix: PREFIX },
      { url: "/api/inquiries", field: "fullName", prefix: "Wrap Tester" },
    ],
    { scope: "test" },
  ],
});

test.describe("Inquiry Management", () => {
  test("a new inquiry is opened, moved to in_review, responded to and deleted", async ({ page, visitor, ui }) => {
    const fullName = unique(PREFIX);
    await sendInquiry(visitor, buyerInquiry(fullName));

    await page.goto("/admin/inquiries");
    await expect(page.getByRole("heading", { name: "Inquiry Management", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Inquiries \| /);
    const row = page.getByRole("row", { name: new RegExp(fullName) });
    await expect(row).toContainText("New");
    await expect(row).toContainText(/ago$/);
    await ui.shot("inquiries");

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
    await ui.shot("inquiry-details");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(viewButton).toHaveCount(0); // it left the New tab
    await page.getByRole("tab", { name: "In Review" }).click();
    await expect(row).toContainText("In Review");

    // The status selector.
    await page.getByRole("button", { name: `View inquiry from ${fullName}` }).click();
    await details.getByLabel("Status").selectOption("new");
    await expect(ui.toast("Status updated")).toBeVisible();
    await expect(ui.toast("The inquiry status has been updated successfully.")).toBeVisible();
    await details.getByLabel("Status").selectOption("in_review");
    await expect(details.getByLabel("Status")).toHaveValue("in_review");

    // Respond: the dialog says first that this site cannot send e-mail (the e2e server has no SMTP server); Send is
    // disabled for blank text.
    await details.getByRole("button", { name: "Respond" }).click();
    const respond = page.getByRole("dialog", { name: "Send Response" });
    await expect(respond.getByRole("note")).toContainText("This site cannot send e-mail");
    const subject = respond.getByLabel("Subject");
    await expect(subject).toHaveValue("Re: your accessibility services inquiry");
    await subject.fill("Your quote from E2E Books");
    const send = respond.getByRole("button", { name: "Send Response" });
    await expect(send).toBeDisabled();
    await respond.getByLabel("Your Message").fill("   ");
    await expect(send).toBeDisabled();
    await respond.getByLabel("Your Message").fill("Thank you, we will send a quote today.");
    await expect(send).toBeEnabled();
    await send.click();
    await expect(respond).toBeHidden();
    await expect(details.getByRole("button", { name: "Respond" })).toBeFocused();
    // The toast must not claim an e-mail went out.
    await expect(ui.toast("Response saved, not e-mailed")).toBeVisible();
    await expect(ui.toast("Response sent")).toHaveCount(0);
    // The details underneath now show the saved response; nobody received it, so the inquiry kept its status, and
    // the administrator marks it responded by hand once they have replied from their own mailbox.
    await expect(details).toContainText("Your quote from E2E Books");
    await expect(details).toContainText("Thank you, we will send a quote today.");
    await expect(details).toContainText("Saved, not e-mailed");
    await expect(details.getByLabel("Status")).toHaveValue("in_review");
    await details.getByLabel("Status").selectOption("responded");
    await expect(ui.toast("Status updated")).toBeVisible();
    await details.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("tab", { name: "Responded" }).click();
    await expect(row).toContainText("Responded");

    // Delete, confirming in the dialog.
    await page.getByRole("button", { name: `Delete inquiry from ${fullName}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      "Are you sure?This action cannot be undone. This will permanently delete the inquiry from the database.",
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(ui.toast("Inquiry deleted")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(fullName) })).toHaveCount(0);
  });
});

test.describe("Inquiry Management with more inquiries than fit on a page", () => {
  test("pages by keyboard, keeps the page in the address, and searches by name and e-mail", async ({
    page,
    visitor,
    ui,
  }) => {
    const batch = unique(PREFIX);
    for (let i = 1; i <= 52; i++) {
      await sendInquiry(visitor, {
        fullName: `${batch} ${String(i).padStart(2, "0")}`,
        designation: "Production Editor",
        companyEmail: i === 7 ? "orders@zebra-books.example" : `reader${i}@example.org`,
        phoneNumber: "+1 555 0100",
        goals: ["Accessible EPUB"],
      });
    }

    await page.goto("/admin/inquiries");
    // The newest first, 50 to a page.
    const table = page.getByRole("table", { name: /^All Inquiries, newest first, page 1 of \d+$/ });
    await expect(table.getByRole("row", { name: new RegExp(`${batch} 52`) })).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(`${batch} 02`) })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: /^\d+ inquiries$/ })).toBeVisible();

    const pager = page.getByRole("navigation", { name: "Inquiry pages" });
    await pager.getByRole("button", { name: "Next page" }).focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("table", { name: /page 2 of/ }).getByRole("row", { name: new RegExp(`${batch} 02`) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inquiries\?page=2$/);
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await ui.shot("inquiries-page-2");
    // A reload comes back to the same page; Shift+Tab reaches Previous from Next.
    await page.reload();
    await expect(page.getByRole("table", { name: /page 2 of/ })).toBeVisible();
    await pager.getByRole("button", { name: "Next page" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(pager.getByRole("button", { name: "Previous page" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("table", { name: /page 1 of/ })).toBeVisible();

    // The search looks in names and e-mail addresses, and starts again at page 1.
    const search = page.getByRole("searchbox", { name: "Search inquiries" });
    await search.fill("ZEBRA-books");
    await expect(page.getByRole("status").filter({ hasText: "1 inquiry matching “ZEBRA-books”" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`${batch} 07`) })).toBeVisible();
    await expect(page).toHaveURL(/\?search=ZEBRA-books$/);
    await search.fill(`${batch} 5`);
    await search.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^3 inquiries matching/ })).toBeVisible();
    // The tabs count what the search found, and filter it.
    await expect(page.getByRole("tab", { name: "New 3" })).toBeVisible();
    await page.getByRole("tab", { name: /^In Review/ }).click();
    await expect(page.getByText("No inquiries found")).toBeVisible();
    await page.getByRole("tab", { name: /^All Inquiries/ }).click();

    await search.fill("no inquirer is called this");
    await expect(page.getByText("No inquiries found")).toBeVisible();
    await expect(
      page.getByText("No inquiry's name or e-mail address contains “no inquirer is called this”."),
    ).toBeVisible();
    await ui.shot("inquiries-no-results");
    await search.fill("");
    await expect(page.getByRole("table", { name: /page 1 of/ })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
  });
});

test.describe("Exporting inquiries", () => {
  test("Export CSV downloads the searched tab's inquiries, accents intact, and the screen stays", async ({
    page,
    visitor,
  }) => {
    const batch = unique(PREFIX);
    for (const [name, email] of [
      [`${batch} Zoë`, "zoe@export-one.example"],
      [`${batch} Ærø`, "aero@export-two.example"],
    ]) {
      await sendInquiry(visitor, { ...buyerInquiry(name), companyEmail: email });
    }
    await page.goto(`/admin/inquiries?status=new&search=${encodeURIComponent(batch)}`);
    await expect(page.getByRole("status").filter({ hasText: /^2 inquiries matching/ })).toBeVisible();

    const link = page.getByRole("link", { name: `Export CSV of New inquiries matching “${batch}”` });
    await link.focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d\d-\d\d\.csv$/);
    const text = fs.readFileSync(await download.path(), "utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toMatch(/^\uFEFFReceived \(UTC\),/);
    // The two found, newest first, and nothing else; the file ends with a line break.
    expect(lines.slice(1, -1).map((line) => line.split(",")[3])).toEqual([`${batch} Ærø`, `${batch} Zoë`]);
    expect(lines.at(-1)).toBe("");
    await expect(page).toHaveURL(/\/admin\/inquiries\?status=new&search=/);
    await expect(link).toBeFocused();
  });
});

test.describe("Inquiries table at any width", () => {
  test("breaks a long e-mail address only after its @ and before its dots, and keeps headings on one line", async ({
    page,
    visitor,
  }) => {
    const email = "procurement.department@northwind-press-and-educational-publishing.example.com";
    await sendInquiry(visitor, {
      fullName: unique("Wrap Tester"),
      designation: "Buyer",
      companyEmail: email,
      phoneNumber: "+1 555 0100",
      goals: ["EPUB"],
    });
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/admin/inquiries");
      const cell = page
        .getByRole("table")
        .locator("span", { hasText: email })
        .filter({ has: page.locator(":scope > wbr") })
        .locator("visible=true")
        .first();
      await expect(cell).toBeVisible();
      // Each piece between the break opportunities sits on one line, and nothing spills out of the table.
      const pieces = await cell.evaluate((span) =>
        [...span.querySelectorAll(":scope > span")].map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { text: node.textContent, lines: lines.size };
        }),
      );
      expect(pieces.map((piece) => piece.text).join("")).toBe(email);
      for (const piece of pieces) expect(piece.lines, `"${piece.text}" at ${width} px`).toBe(1);
      const heading = page.getByRole("columnheader", { name: "Full Name" });
      const box = await heading.boundingBox();
      const lineHeight = await heading.evaluate((th) => parseFloat(getComputedStyle(th).lineHeight));
      expect(box!.height, `'Full Name' on one line at ${width} px`).toBeLessThan(lineHeight * 2 + 24);
    }
  });
});
