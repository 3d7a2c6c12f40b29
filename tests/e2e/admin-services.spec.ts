// What only the services' screen does beyond the journey every collection shares (admin-collections.spec.ts): a
// service has a page of its own and is offered in the footer and the quote form, and a service a home page card
// leads to cannot be deleted. The dialog's checks are in service-dialog.test.tsx.
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
  test("a new service gets its own page, a footer link and a quote form choice, and a home card leads to it", async ({
    page,
    api,
  }) => {
    const id = `e2e-braille-${Date.now().toString(36).slice(-5)}`;
    const title = `${PREFIX} Braille Transcription`;
    const service = {
      id,
      title,
      description: "We transcribe print into braille.",
      icon: "file-text",
      features: ["UEB and Nemeth code", "Tactile graphics"],
      detail: "Certified transcribers check every page.",
    };
    expect((await api.post("/api/services", { data: service })).status()).toBe(201);
    const cardTitle = `${PREFIX} Braille`;
    const card = { title: cardTitle, description: "Braille.", icon: "file-text", serviceId: id, sortOrder: 1000 };
    expect((await api.post("/api/home-cards", { data: card })).status()).toBe(201);

    await page.goto(`/services/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page.getByText("Certified transcribers check every page.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "UEB and Nemeth code" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: title })).toHaveAttribute(
      "href",
      `/services#${id}`,
    );
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Our Services" });
    await expect(grid.getByRole("link", { name: `Learn More about ${cardTitle}` })).toHaveAttribute(
      "href",
      `/services/${id}`,
    );
    await page.goto("/contact");
    await expect(page.getByRole("checkbox", { name: title })).toBeVisible();
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
