import { type APIRequestContext, type Locator } from "@playwright/test";
import sharp from "sharp";
import {
  clearAll,
  createTeamMember,
  createTestimonial,
  resetCompanySettings,
  setSetting,
  expect,
  test,
} from "./fixtures";

/** Uploads a generated image of the given size and returns the stored address. */
async function upload(
  request: APIRequestContext,
  endpoint: string,
  key: string,
  width: number,
  height: number,
  alpha = false,
) {
  const base = sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? "#1d4ed880" : "#1d4ed8" },
  });
  const buffer = alpha ? await base.png().toBuffer() : await base.jpeg().toBuffer();
  const res = await request.post(endpoint, {
    multipart: {
      image: { name: alpha ? "image.png" : "image.jpg", mimeType: alpha ? "image/png" : "image/jpeg", buffer },
    },
  });
  expect(res.status(), `upload to ${endpoint}`).toBe(201);
  return ((await res.json()) as Record<string, string>)[key];
}

/** The file the browser chose, once the image has loaded, and the size it is drawn at. */
async function shown(img: Locator) {
  // Each step finds the image again: the app may replace the server's first screen meanwhile.
  await expect
    .poll(() =>
      img.evaluate((el: HTMLImageElement) => {
        el.scrollIntoView({ block: "center" });
        return el.complete && el.naturalWidth > 0;
      }),
    )
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    return {
      currentSrc: new URL(el.currentSrc).pathname,
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  });
}

test.describe("uploaded images on the public site", () => {
  test.afterEach(async ({ api }) => {
    await clearAll(api, "team");
    await clearAll(api, "testimonials");
    await resetCompanySettings(api);
  });

  test("a team photo comes as a small WebP copy in its 128 px circle, loaded lazily", async ({ page, api }) => {
    await clearAll(api, "team");
    const imageUrl = await upload(api, "/api/team/upload", "imageUrl", 900, 1200);
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-900x1200\.jpg$/);
    await createTeamMember(api, {
      name: "Grace Hopper",
      designation: "EPUB Engineer",
      description: "Short bio.",
      imageUrl,
    });
    const webp: string[] = [];
    page.on("response", (res) => {
      if (res.headers()["content-type"] === "image/webp") webp.push(new URL(res.url()).pathname);
    });
    await page.goto("/about");
    const photo = page.locator("#team").getByRole("img", { name: "Grace Hopper" });
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect(photo).toHaveAttribute("width", "900");
    // 128 CSS px at device pixel ratio 1: the 160 px WebP, not the 900 px original.
    expect(await shown(photo)).toEqual({ currentSrc: imageUrl.replace(".jpg", ".w160.webp"), width: 128, height: 128 });
    expect(webp).toEqual([imageUrl.replace(".jpg", ".w160.webp")]);
  });

  test("testimonial avatar and company logo keep their sizes, and the header logo loads at once", async ({
    page,
    api,
  }) => {
    await clearAll(api, "testimonials");
    const avatarUrl = await upload(api, "/api/testimonials/upload/avatar", "avatarUrl", 400, 400);
    // A narrow logo drawn 40 px high is 20 px wide by its shape, as before: its width attribute must not widen it.
    const companyLogoUrl = await upload(api, "/api/testimonials/upload/logo", "companyLogoUrl", 200, 400, true);
    const companyLogo = await upload(api, "/api/settings/upload/logo", "logoUrl", 300, 300, true);
    await setSetting(api, "companyLogo", companyLogo);
    await createTestimonial(api, {
      clientName: "Acme Press",
      personName: "Jo Reader",
      personTitle: "Editor",
      content: "Great work.",
      avatarUrl,
      companyLogoUrl,
    });
    await page.goto("/");
    const brand = page.getByRole("banner").locator(`img[src="${companyLogo}"]`);
    expect(await brand.getAttribute("loading")).toBeNull();
    expect(await shown(brand)).toEqual({
      currentSrc: companyLogo.replace(".png", ".w160.webp"),
      width: 40,
      height: 40,
    });

    const caption = page.getByRole("list", { name: "Testimonials" }).locator("figcaption");
    expect(await shown(caption.locator(`img[src="${avatarUrl}"]`))).toEqual({
      currentSrc: avatarUrl.replace(".jpg", ".w160.webp"),
      width: 48,
      height: 48,
    });
    expect(await shown(caption.locator(`img[src="${companyLogoUrl}"]`))).toEqual({
      currentSrc: companyLogoUrl.replace(".png", ".w160.webp"),
      width: 20,
      height: 40,
    });
  });
});
