// Photos straight from a phone or camera: the image pickers scale them down in the browser before uploading.
import sharp from "sharp";
import { deleteWhere, unique, expect, test } from "./fixtures";

const PREFIX = "E2E Photo";

/**
 * A camera JPEG of 4032 x 3024 pixels (about 7 MB: a gradient with sensor-like noise, which compresses as badly as
 * a real photo) whose EXIF says "turn a quarter clockwise", as a phone held upright writes it.
 */
async function cameraJpeg(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 48;
      const at = (y * width + x) * 3;
      raw[at] = ((x * 255) / width + noise) & 255;
      raw[at + 1] = ((y * 255) / height + noise) & 255;
      raw[at + 2] = (128 + noise) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A GIF over 1 MB: a GIF may be an animation, so the pickers send it as it is. */
async function largeGif(): Promise<Buffer> {
  const side = 1400;
  const raw = Buffer.alloc(side * side * 3);
  let seed = 11;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 23;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .gif()
    .toBuffer();
}

/** The stored size, read from the upload's address (/uploads/<id>-<width>x<height>.jpg). */
const storedSize = (src: string) => {
  const match = /-(\d+)x(\d+)\.jpg$/.exec(src);
  expect(match, `a sized JPEG address: ${src}`).not.toBeNull();
  return { width: Number(match![1]), height: Number(match![2]) };
};

test.use({ signedIn: true });

test.describe("Large photos", () => {
  test.afterEach(async ({ api }) => {
    await deleteWhere(api, "/api/team", (row) => String(row.name).startsWith(PREFIX));
    await deleteWhere(api, "/api/testimonials", (row) => String(row.clientName).startsWith(PREFIX));
  });

  test("a 7 MB camera photo becomes a team photo, upright and at most 2560 px", async ({ page, api, ui }) => {
    const photo = await cameraJpeg();
    expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);
    await page.goto("/admin/team");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Team Member" });
    const name = unique(`${PREFIX} Grace`);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Designation").fill("Photographer");
    await dialog.getByLabel("Description").fill("Took this photo on a phone.");

    // Still over 1 MB once scaled (a GIF is sent as it is): refused with the 1 MB message, nothing uploaded.
    const picker = dialog.getByLabel("Profile Image");
    await picker.setInputFiles({ name: "animation.gif", mimeType: "image/gif", buffer: await largeGif() });
    await expect(dialog.getByRole("alert").filter({ hasText: "File size should not exceed 1MB" })).toBeVisible();

    await picker.setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
    const preview = dialog.getByRole("img", { name });
    await expect(preview).toHaveAttribute("src", /^\/uploads\//, { timeout: 30_000 });
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    const { width, height } = storedSize((await preview.getAttribute("src"))!);
    // Held upright: taller than wide, as the EXIF orientation says; the long side at most 2560 px.
    expect(height).toBeGreaterThan(width);
    expect(height).toBeLessThanOrEqual(2560);
    expect(height).toBeGreaterThanOrEqual(1280);

    await dialog.getByRole("button", { name: "Add Team Member" }).click();
    await expect(dialog).toBeHidden();
    await expect(ui.toast("Team member created successfully")).toBeVisible();
    const saved = ((await (await api.get("/api/team")).json()) as Array<Record<string, string>>).find(
      (member) => member.name === name,
    );
    expect(saved?.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-\d+x\d+\.jpg$/);
    const served = await api.get(saved!.imageUrl);
    expect(served.ok()).toBeTruthy();
    expect((await served.body()).length).toBeLessThanOrEqual(1024 * 1024);
  });

  test("the same photo as a testimonial avatar (5 MB limit) keeps 2560 px", async ({ page }) => {
    await page.goto("/admin/testimonials");
    await page.getByRole("button", { name: "Add New Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Testimonial" });
    await dialog.getByLabel("Person Name").fill("Lin");
    await dialog
      .getByLabel("Person Avatar (Optional)")
      .setInputFiles({ name: "IMG_2042.JPG", mimeType: "image/jpeg", buffer: await cameraJpeg() });
    const preview = dialog.getByRole("img", { name: "Lin" });
    await expect(preview).toHaveAttribute("src", /^\/uploads\//, { timeout: 30_000 });
    expect(storedSize((await preview.getAttribute("src"))!)).toEqual({ width: 1920, height: 2560 });
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  });
});
