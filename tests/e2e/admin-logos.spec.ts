import fs from "node:fs";
import { image, unique, expect, test } from "./fixtures";

const PREFIX = "E2E Client";
test.use({ signedIn: true, leftovers: [{ url: "/api/logos", field: "clientName", prefix: PREFIX }] });

const order = async (request: import("@playwright/test").APIRequestContext) =>
  ((await (await request.get("/api/logos")).json()) as Array<{ clientName: string; sortOrder: number }>)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((l) => l.clientName);

test.describe("Client Logos", () => {
  test("add with an uploaded image, edit, reorder by pointer and by button, delete", async ({
    page,
    api,
    consoleErrors,
    ui,
  }) => {
    // A file that is not an image is refused with 400.
    consoleErrors.expect(/status of 400 .*\/api\/logos\/upload/);
    const upload = await api.post("/api/logos/upload", {
      multipart: { image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(image("photo.jpg")) } },
    });
    const { logoUrl } = (await upload.json()) as { logoUrl: string };
    const first = unique(`${PREFIX} Alpha`);
    await api.post("/api/logos", { data: { clientName: first, logoUrl, sortOrder: 1000 } });

    await page.goto("/admin/logos");
    await expect(page.getByRole("heading", { name: "Manage Client Logos", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Client Logos Management \| /);
    await expect(page.getByRole("img", { name: first })).toBeVisible();

    const addButton = page.getByRole("button", { name: "Add New Logo" });
    await addButton.click();
    const dialog = page.getByRole("dialog", { name: "Add New Client Logo" });
    await expect(dialog.getByPlaceholder("Acme Inc.")).toBeVisible();
    await dialog.getByRole("button", { name: "Add Logo" }).click();
    await expect(dialog.getByText("Client name is required")).toBeVisible();
    await expect(dialog.getByText("Logo image is required")).toBeVisible();
    await expect(dialog.getByLabel("Client / Company Name")).toBeFocused();

    const second = unique(`${PREFIX} Beta`);
    await dialog.getByLabel("Client / Company Name").fill(second);
    await dialog.getByLabel("Logo Image").setInputFiles(image("not-an-image.png"));
    await expect(dialog.getByText(/Failed to upload logo: The file is not a supported image/)).toBeVisible();
    await expect(ui.toast("Failed to upload logo")).toBeVisible();
    await dialog.getByLabel("Logo Image").setInputFiles(image("logo.png"));
    await expect(dialog.getByRole("img", { name: second })).toHaveAttribute("src", /^\/uploads\//);
    await ui.expectAccessible("with the Add New Client Logo dialog open");
    await ui.shot("logo-dialog");
    await dialog.getByRole("button", { name: "Add Logo" }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(ui.toast("The client logo has been added successfully.")).toBeVisible();
    await expect(page.getByRole("img", { name: second })).toBeVisible();
    await ui.expectAccessible("on /admin/logos");
    await ui.shot("logos");
    const names = (await order(api)).filter((n) => n.startsWith(PREFIX));
    expect(names).toEqual([first, second]);

    // Edit.
    await page.getByRole("button", { name: `Edit ${second}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Client Logo" });
    await expect(edit.getByRole("img", { name: second })).toBeVisible();
    const renamed = `${second} Renamed`;
    await edit.getByLabel("Client / Company Name").fill(renamed);
    // A logo drawn as SVG is accepted, as for the company logo.
    await expect(edit.getByText("JPG, PNG, GIF, WebP or SVG")).toBeVisible();
    await edit.getByLabel("Logo Image").setInputFiles(image("logo.svg"));
    await expect(edit.getByRole("img", { name: renamed })).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.svg$/);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(ui.toast("The client logo has been updated successfully.")).toBeVisible();
    await expect(page.getByRole("img", { name: renamed })).toHaveAttribute("src", /\.svg$/);
    const svgLogo = await api.get((await page.getByRole("img", { name: renamed }).getAttribute("src"))!);
    expect(svgLogo.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(svgLogo.headers()["content-security-policy"]).toContain("sandbox");

    // Reorder with the pointer: drag the renamed logo onto the first one.
    const from = await page.getByRole("button", { name: `Drag to reorder ${renamed}` }).boundingBox();
    const to = await page.getByRole("button", { name: `Drag to reorder ${first}` }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + 10, from!.y + 10, { steps: 5 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(ui.toast("Logo order has been updated successfully.")).toBeVisible();
    await expect.poll(async () => (await order(api)).filter((n) => n.startsWith(PREFIX))).toEqual([renamed, first]);
    const all = (await (await api.get("/api/logos")).json()) as Array<{ sortOrder: number }>;
    expect(all.map((l) => l.sortOrder).sort((a, b) => a - b)).toEqual(all.map((_, i) => i + 1));

    // ...and with the move button (no dragging needed).
    await page.getByRole("button", { name: `Move ${first} earlier` }).click();
    await expect.poll(async () => (await order(api)).filter((n) => n.startsWith(PREFIX))).toEqual([first, renamed]);

    // Delete.
    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      `This will permanently delete the logo for ${renamed}. This action cannot be undone.`,
    );
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();
    await ui.expectAccessible("with the logo delete confirmation open");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(ui.toast("The client logo has been deleted successfully.")).toBeVisible();
    await expect(page.getByRole("img", { name: renamed })).toHaveCount(0);
  });
});
