import { expect, test } from "./fixtures";

const PREFIX = "E2E Service";

test.use({
  signedIn: true,
  // Cards first: a service a card leads to is not deleted. The list is wrapped with its options because Playwright
  // reads a bare list whose second item is an object as [value, options], which would keep only the cards.
  leftovers: [
    [
      { url: "/api/home-cards", field: "title", prefix: PREFIX },
      { url: "/api/services", field: "id", prefix: "e2e-" },
    ],
    { scope: "test" },
  ],
});

test.describe("Services", () => {
  test("an administrator adds a service and a home card by keyboard, edits its title, and the site shows it at once", async ({
    page,
    ui,
  }) => {
    // Several pages checked by axe at two widths each: slow on a busy machine.
    test.slow();
    const id = `e2e-braille-${Date.now().toString(36).slice(-5)}`;
    const title = `${PREFIX} Braille Transcription`;
    await page.goto("/admin/services");
    await expect(page.getByRole("heading", { name: "Manage Services", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Services Management \| /);
    await expect(
      page.getByRole("navigation", { name: "Admin Dashboard" }).getByRole("link", { name: "Services" }),
    ).toHaveAttribute("aria-current", "page");
    const serviceList = page.getByRole("list", { name: "Services in display order" });
    const cardList = page.getByRole("list", { name: "Home page cards in display order" });
    await expect(serviceList.getByRole("article", { name: "Accessible EPUB" })).toContainText(
      "/services/epub · 6 features",
    );

    // Add a service, by keyboard only.
    const addButton = page.getByRole("button", { name: "Add New Service" });
    await addButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add New Service" });
    await expect(dialog.getByLabel("Address")).toBeFocused();
    await page.keyboard.type(id);
    await page.keyboard.press("Tab");
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Description")).toBeFocused();
    await page.keyboard.type("We transcribe print into braille. Every volume is proofread.");
    await page.keyboard.press("Tab");
    await page.keyboard.type("braille, UEB");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("radio", { name: "Document" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "PDF file" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Features")).toBeFocused();
    await page.keyboard.type("UEB and Nemeth code\nTactile graphics");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Page text")).toBeFocused();
    await page.keyboard.type("Certified transcribers check every page.");
    await ui.expectAccessible("with the Add New Service dialog open");
    await ui.shot("service-dialog");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Add Service" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(ui.toast("Service added successfully")).toBeVisible();
    await expect(serviceList.getByRole("article", { name: title })).toContainText(`/services/${id} · 2 features`);

    // A home page card leading to it, by keyboard only.
    const addCard = page.getByRole("button", { name: "Add Home Page Card" });
    await addCard.focus();
    await page.keyboard.press("Enter");
    const cardDialog = page.getByRole("dialog", { name: "Add Home Page Card" });
    await expect(cardDialog.getByLabel("Title")).toBeFocused();
    const cardTitle = `${PREFIX} Braille`;
    await page.keyboard.type(cardTitle);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Braille in every code your readers use.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(cardDialog.getByLabel("Leads to")).toBeFocused();
    await cardDialog.getByLabel("Leads to").selectOption({ label: title });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(cardDialog.getByRole("button", { name: "Add Card" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ui.toast("Home page card added successfully")).toBeVisible();
    await expect(cardList.getByRole("article", { name: cardTitle })).toContainText(`Leads to ${title}`);
    await ui.expectAccessible("on /admin/services");
    await ui.shot("services");

    // The public pages show it at once, with no rebuild.
    await page.goto("/services");
    await expect(page.getByRole("article", { name: title })).toContainText("Tactile graphics");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: title })).toHaveAttribute(
      "href",
      `/services#${id}`,
    );
    await page.goto(`/services/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page.getByText("Certified transcribers check every page.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "UEB and Nemeth code" })).toBeVisible();
    await ui.expectAccessible("on the added service's page");
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Our Services" });
    await expect(grid.getByRole("listitem")).toHaveCount(7);
    await expect(grid.getByRole("link", { name: `Learn More about ${cardTitle}` })).toHaveAttribute(
      "href",
      `/services/${id}`,
    );
    await page.goto("/contact");
    await expect(page.getByRole("checkbox", { name: title })).toBeVisible();

    // Edit the title, by keyboard; the services list shows the new one at once.
    await page.goto("/admin/services");
    const edit = page.getByRole("button", { name: `Edit service: ${title}` });
    await edit.focus();
    await page.keyboard.press("Enter");
    const editDialog = page.getByRole("dialog", { name: "Edit Service" });
    await expect(editDialog.getByLabel("Title")).toBeFocused();
    const renamed = `${PREFIX} Braille and Tactile Graphics`;
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(renamed);
    await page.keyboard.press("Enter");
    await expect(editDialog).toBeHidden();
    await expect(ui.toast("Service updated successfully")).toBeVisible();
    await page.goto("/services");
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
    await ui.expectAccessible("on /services with an added service");
  });

  test("a service a home card leads to is kept until the card goes; a removed service's page is a 404", async ({
    page,
    api,
    consoleErrors,
    ui,
  }) => {
    // The refused delete, and the removed service's page, which answers 404.
    consoleErrors.expect(/status of 409 /);
    consoleErrors.expect(/status of 404 /);
    const id = `e2e-audio-${Date.now().toString(36).slice(-5)}`;
    const title = `${PREFIX} Audio Books`;
    const service = { id, title, description: "Narrated.", icon: "video", features: ["Human narration"], detail: "D" };
    expect((await api.post("/api/services", { data: service })).status()).toBe(201);
    const cardTitle = `${PREFIX} Audio card`;
    const card = { title: cardTitle, description: "Listen.", icon: "video", serviceId: id, sortOrder: 1000 };
    expect((await api.post("/api/home-cards", { data: card })).status()).toBe(201);

    await page.goto("/admin/services");
    // By keyboard: the toasts cover the lower right corner of the screen.
    const press = async (name: string) => {
      await page.getByRole("button", { name }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).focus();
      await page.keyboard.press("Enter");
    };
    await press(`Delete service: ${title}`);
    await expect(ui.toast(`The home page card "${cardTitle}" leads to this service.`)).toBeVisible();
    await expect(page.getByRole("list", { name: "Services in display order" }).getByText(title)).toBeVisible();

    await press(`Delete home page card: ${cardTitle}`);
    await expect(ui.toast("Home page card deleted successfully")).toBeVisible();
    await press(`Delete service: ${title}`);
    await expect(ui.toast("Service deleted successfully")).toBeVisible();
    await expect(page.getByRole("article", { name: title })).toBeHidden();

    const gone = await page.goto(`/services/${id}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
  });
});
