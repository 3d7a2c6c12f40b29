// A second accessibility engine beside axe: HTML_CodeSniffer (pa11y's maintained build), which reads the markup
// by other rules than axe's and so catches other things (an autocomplete token on an input without a type, say).
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

interface Message {
  type: number;
  code: string;
  msg: string;
  element: Element;
}
interface CodeSniffer {
  process(standard: string, content: Document, done: () => void, failed: () => void): void;
  getMessages(): Message[];
}

/**
 * HTML_CodeSniffer's errors against its WCAG2AA standard on the page as it is now, each as "code: message
 * (element)". Its warnings and notices are things for a person to check, not failures, so they are left out.
 * None is excused: where one appears, the markup is fixed.
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  // Run through the DevTools protocol, so the page's Content-Security-Policy does not stop the injected script.
  if (!(await page.evaluate(() => "HTMLCS" in window))) await page.evaluate(SOURCE);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: CodeSniffer }).HTMLCS;
        const ERROR = 1;
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === ERROR)
                .map((message) => `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 160)})`),
            ),
          () => reject(new Error("HTML_CodeSniffer could not check the page")),
        );
      }),
  );
}
