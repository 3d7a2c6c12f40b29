// What only the client logos' screen does in a browser: its cards sit in a grid, reordered by dragging a card with
// the pointer or by the move buttons. The journey every collection shares (add, edit, keyboard reorder, delete) is
// in admin-collections.spec.ts; the dialog's checks are in logo-dialog.test.tsx.
import { createLogos, unique, expect, test } from "./fixtures";

const PREFIX = "E2E Client";
test.use({ signedIn: true, leftovers: [{ url: "/api/logos", field: "clientName", prefix: PREFIX }] });

const order = async (request: import("@playwright/test").APIRequestContext) =>
  ((await (await request.get("/api/logos")).json()) as Array<{ clientName: string; sortOrder: number }>)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((l) => l.clientName)
    .filter((name) => name.startsWith(PREFIX));

test.describe("Client Logos", () => {
  test("reorder by dragging a card with the pointer, and by a move button", async ({ page, api, ui }) => {
    const first = unique(`${PREFIX} Alpha`);
    const second = unique(`${PREFIX} Beta`);
    await createLogos(api, [first, second]);
    await page.goto("/admin/logos");

    // Drag the second card onto the first one.
    const from = await page.getByRole("button", { name: `Drag to reorder ${second}` }).boundingBox();
    const to = await page.getByRole("button", { name: `Drag to reorder ${first}` }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + 10, from!.y + 10, { steps: 5 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(ui.toast("Logo order has been updated successfully.")).toBeVisible();
    await expect.poll(() => order(api)).toEqual([second, first]);
    const all = (await (await api.get("/api/logos")).json()) as Array<{ sortOrder: number }>;
    expect(all.map((l) => l.sortOrder).sort((a, b) => a - b)).toEqual(all.map((_, i) => i + 1));

    // ...and with the move button (no dragging needed).
    await page.getByRole("button", { name: `Move ${first} up` }).click();
    await expect.poll(() => order(api)).toEqual([first, second]);
  });
});
