// Both engines of the accessibility scans find what they are there for, on pages made for it.
import { codeSnifferErrors } from "./code-sniffer";
import { axeViolations, expect, test } from "./fixtures";

const form = (type: string) => `<!doctype html><html lang="en"><head><title>Sign in</title></head><body><main>
  <form><label for="user">Username</label><input id="user" name="user" ${type} autocomplete="username"><button>Sign in</button></form>
</main></body></html>`;

test("HTML_CodeSniffer reports an autocomplete field without a type, and nothing once it has one", async ({ page }) => {
  await page.setContent(form(""));
  const errors = await codeSnifferErrors(page);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/1_3_5\.H98: Invalid autocomplete value: username/);
  await page.setContent(form('type="text"'));
  expect(await codeSnifferErrors(page)).toEqual([]);
});

test("axe reports an image without a text alternative and pale text, each change of the page scanned as it is", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Logos</title></head><body><main>
    <h1>Our clients</h1><img id="logo" alt="Northwind Press" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p id="note">Since 2009</p>
  </main></body></html>`);
  expect(await axeViolations(page)).toEqual([]);
  // Then the page changes where it is, as a screen does between two states: the scan after sees the change.
  await page.evaluate(() => {
    document.getElementById("logo")!.removeAttribute("alt");
    document.getElementById("note")!.style.color = "#bbb";
  });
  expect((await axeViolations(page)).map((v) => [v.id, v.targets]).sort()).toEqual([
    ["color-contrast", ["#note"]],
    ["image-alt", ["#logo"]],
  ]);
});
