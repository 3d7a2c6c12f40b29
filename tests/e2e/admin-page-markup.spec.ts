// Pages whose HTML the visual editor or the public site does not keep as written: the HTML view opens them
// unchanged, and the dialog names what visitors will not get.
import { pageBody } from "@shared/test/rows";
import { expect, test, unique } from "./fixtures";

const PREFIX = "E2E Markup";
test.use({ signedIn: true, leftovers: [{ url: "/api/pages", field: "title", prefix: PREFIX }] });

test.describe("Page editor with markup it does not keep", () => {
  test("an existing page with markup the visual editor cannot hold opens unchanged in the HTML view", async ({
    page,
    api,
    ui,
  }) => {
    const title = unique(PREFIX);
    const html = `<h2>Prices</h2>\n<table><tr><td>PDF</td><td>$1</td></tr></table>`;
    const created = await api.post("/api/pages", {
      data: pageBody({ title, slug: title.toLowerCase().replace(/\s+/g, "-"), content: html, isPublished: false }),
    });
    expect(created.ok()).toBeTruthy();
    await page.goto("/admin/pages");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Page" });
    await expect(dialog.getByRole("textbox", { name: "Page Content" })).toHaveValue(html);
    await expect(dialog).toContainText(
      "This content uses markup the visual editor cannot keep (<table>, <tbody>, <tr>, <td>).",
    );
    await expect(dialog.getByRole("region", { name: "Accessibility check" })).toContainText(
      "A table has no header cells.",
    );
    // A draft saves without asking, and the content is stored exactly as it was.
    await dialog.getByRole("button", { name: "Update Page" }).click();
    await expect(ui.toast("Page updated successfully")).toBeVisible();
    const saved = (await (await api.get("/api/pages")).json()) as Array<{ title: string; content: string }>;
    expect(saved.find((row) => row.title === title)?.content).toBe(html);
  });

  test("the dialog names what visitors will not get, and the public page leaves it out", async ({ page, api }) => {
    const title = unique(PREFIX);
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    // A link styled to cover the whole window, hidden until shown as a popover, and an embedded frame.
    const html = `<h2>Offer</h2><p><a href="https://www.example.com/" style="position:fixed;inset:0;z-index:9999;background:white" popover="manual">Win a prize</a></p><iframe src="https://www.example.com/embed" title="Video"></iframe>`;
    const created = await api.post("/api/pages", { data: pageBody({ title, slug, content: html, isPublished: true }) });
    expect(created.ok()).toBeTruthy();
    await page.goto("/admin/pages");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Page" });
    await dialog.getByLabel("Page Title").focus();
    const notice = dialog.getByRole("status").filter({ hasText: "Visitors will not get these parts of your HTML" });
    await expect(notice.getByRole("listitem")).toHaveText([
      "Embedded page or video (iframe)",
      "Inline styles (style attribute) on 1 element",
      "Popovers (popover attribute) on 1 element",
    ]);
    await expect(dialog.getByLabel("Page Title")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto(`/page/${slug}`);
    const link = page.getByRole("main").getByRole("link", { name: "Win a prize" });
    await expect(link).toBeVisible();
    await expect(link).not.toHaveAttribute("style");
    await expect(link).not.toHaveAttribute("popover");
    expect(await link.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    await expect(page.getByRole("main").locator("iframe")).toHaveCount(0);
    // The site's own navigation is not covered.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });
});
