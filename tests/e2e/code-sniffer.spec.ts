// The second engine finds what it is there for: an autocomplete token on an input that states no type.
import { codeSnifferErrors } from "./code-sniffer";
import { expect, test } from "./fixtures";

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
