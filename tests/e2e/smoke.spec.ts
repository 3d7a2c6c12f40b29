import { expect, test } from "./fixtures";

test("the site is served and the API answers", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(await health.json()).toEqual({ status: "ok", database: "embedded" });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
