import { afterEach, describe, expect, it } from "vitest";
import { captureFirstScreen } from "./carry-over";

const SCREEN = `
  <a href="/">Home</a>
  <nav><a href="/services">Services</a><a href="/faq">FAQ</a></nav>
  <main>
    <a href="/faq">FAQ</a>
    <button type="button">What is NIMAS?</button><button type="button">What is EPUB?</button>
    <form><input name="fullName"><textarea name="challenges"></textarea>
      <input type="checkbox" name="goals" value="epub"><input type="checkbox" name="goals" value="pdf"></form>
  </main>`;

afterEach(() => void (document.body.innerHTML = ""));

/** The server's HTML, then (as the app's first render does) the same screen in new elements. */
function serverThenApp(act: (root: HTMLElement) => void, listen?: (root: HTMLElement) => void) {
  const root = document.createElement("div");
  document.body.append(root);
  root.innerHTML = SCREEN;
  act(root);
  const restore = captureFirstScreen(root);
  root.innerHTML = SCREEN;
  listen?.(root);
  restore();
  return root;
}

describe("carrying over what a visitor did before the app started", () => {
  it("gives the focus back to the same element, the second of two links alike included", () => {
    const root = serverThenApp((old) => old.querySelectorAll<HTMLElement>('a[href="/faq"]')[1]!.focus());
    expect(document.activeElement).toBe(root.querySelectorAll('a[href="/faq"]')[1]);
  });

  it("keeps what was typed and ticked, and tells the form so", () => {
    const told: string[] = [];
    const root = serverThenApp(
      (old) => {
        old.querySelector<HTMLInputElement>('[name="fullName"]')!.value = "Ada Lovelace";
        old.querySelector<HTMLTextAreaElement>("textarea")!.value = "Tight deadline";
        old.querySelectorAll<HTMLInputElement>('[name="goals"]')[1]!.checked = true;
      },
      // The form library learns of values from these events, as it would from typing.
      (app) =>
        ["input", "click"].forEach((type) =>
          app.addEventListener(type, (event) => told.push(`${type} ${(event.target as HTMLInputElement).name}`)),
        ),
    );
    expect(root.querySelector<HTMLInputElement>('[name="fullName"]')!.value).toBe("Ada Lovelace");
    expect(root.querySelector<HTMLTextAreaElement>("textarea")!.value).toBe("Tight deadline");
    const goals = root.querySelectorAll<HTMLInputElement>('[name="goals"]');
    expect([goals[0]!.checked, goals[1]!.checked]).toEqual([false, true]);
    expect(told).toEqual(["input fullName", "input challenges", "click goals", "input goals"]);
  });

  it("counts what the visitor did while the app was still rendering, not only before it began", () => {
    const root = document.createElement("div");
    document.body.append(root);
    root.innerHTML = SCREEN;
    const restore = captureFirstScreen(root);
    // The app has started and renders in slices; meanwhile the visitor presses Tab and types.
    root.querySelector<HTMLElement>('nav a[href="/faq"]')!.focus();
    root.querySelector<HTMLInputElement>('[name="fullName"]')!.value = "Grace Hopper";
    root.innerHTML = SCREEN;
    restore();
    expect(document.activeElement).toBe(root.querySelector('nav a[href="/faq"]'));
    expect(root.querySelector<HTMLInputElement>('[name="fullName"]')!.value).toBe("Grace Hopper");
  });

  it("presses again on the app's screen the buttons pressed on the server's, which could not act on them", () => {
    const root = document.createElement("div");
    document.body.append(root);
    root.innerHTML = SCREEN;
    const restore = captureFirstScreen(root);
    root.querySelectorAll<HTMLElement>('button[type="button"]')[1]!.click();
    root.innerHTML = SCREEN;
    const pressed: string[] = [];
    root.addEventListener("click", (event) => pressed.push((event.target as HTMLElement).textContent ?? ""));
    restore();
    expect(pressed).toEqual(["What is EPUB?"]);
  });

  it("leaves the focus alone when nothing inside had it, or the visitor has moved on", () => {
    serverThenApp(() => {});
    expect(document.activeElement).toBe(document.body);
    const root = document.createElement("div");
    document.body.append(root);
    root.innerHTML = SCREEN;
    root.querySelector<HTMLElement>('a[href="/services"]')!.focus();
    const restore = captureFirstScreen(root);
    root.innerHTML = SCREEN;
    root.querySelector<HTMLElement>("input")!.focus();
    restore();
    expect(document.activeElement).toBe(root.querySelector("input"));
  });
});
