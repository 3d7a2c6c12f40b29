import { unique, expect, test } from "./fixtures";

const PREFIX = "E2E FAQ";
test.use({ signedIn: true, leftovers: [{ url: "/api/faq", field: "question", prefix: PREFIX }] });

test.describe("FAQ", () => {
  test("an administrator adds a question and edits an answer by keyboard, and /faq shows both at once", async ({
    page,
    api,
    ui,
  }) => {
    // Three pages checked by axe at two widths each: slow on a busy machine.
    test.slow();
    const existing = unique(`${PREFIX} Do you work with video?`);
    const created = await api.post("/api/faq", {
      data: { question: existing, answer: "Sometimes.", sortOrder: 1000 },
    });
    expect(created.status()).toBe(201);

    await page.goto("/admin/faq");
    await expect(page.getByRole("heading", { name: "Manage FAQ", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^FAQ Management \| /);
    await expect(
      page.getByRole("navigation", { name: "Admin Dashboard" }).getByRole("link", { name: "FAQ" }),
    ).toHaveAttribute("aria-current", "page");
    // The twenty seeded questions are listed with a preview of their answers.
    await expect(page.getByRole("article", { name: "How long does each service take?" })).toContainText(
      "(list of 7 items)",
    );

    // Add a list answer, by keyboard only.
    const addButton = page.getByRole("button", { name: "Add New Question" });
    await addButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add New Question" });
    await expect(dialog.getByLabel("Question")).toBeFocused();
    const question = unique(`${PREFIX} Which formats do you accept?`);
    await page.keyboard.type(question);
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("radio", { name: "Text" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "List" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Intro text")).toBeFocused();
    await page.keyboard.type("We accept:");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("List items")).toBeFocused();
    await page.keyboard.type("Microsoft Word\nInDesign packages");
    await ui.expectAccessible("with the Add New Question dialog open");
    await ui.shot("faq-dialog");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Add Question" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(ui.toast("Question added successfully")).toBeVisible();
    await expect(page.getByRole("article", { name: question })).toContainText("We accept: (list of 2 items)");

    // Edit the other question's answer, by keyboard only.
    const editButton = page.getByRole("button", { name: `Edit question: ${existing}` });
    await editButton.focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit Question" });
    await expect(edit.getByLabel("Question")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(edit.getByLabel("Answer")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Yes: captions, transcripts and audio description.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(edit.getByRole("button", { name: "Save Changes" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(edit).toBeHidden();
    await expect(ui.toast("Question updated successfully")).toBeVisible();
    await expect(page.getByRole("article", { name: existing })).toContainText(
      "Yes: captions, transcripts and audio description.",
    );
    await ui.expectAccessible("on /admin/faq");
    await ui.shot("faq");

    // The public page shows both at once, with no rebuild: the seeded twenty first, then the two new ones.
    await page.goto("/faq");
    const questions = page.getByRole("main").getByRole("button");
    await expect(questions).toHaveCount(22);
    await expect(questions.nth(20)).toHaveText(existing);
    await expect(questions.nth(21)).toHaveText(question);
    await questions.nth(20).click();
    await expect(page.getByText("Yes: captions, transcripts and audio description.")).toBeVisible();
    await questions.nth(21).click();
    const answer = page.getByRole("region", { name: question });
    await expect(answer.getByText("We accept:")).toBeVisible();
    await expect(answer.getByRole("listitem")).toHaveText(["Microsoft Word", "InDesign packages"]);
    await ui.expectAccessible("on /faq with an added question open");
  });
});
