import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { recordConsoleError, takeConsoleErrorProblems } from "./console";

// findBy… and waitFor give up after 1 s by default: a screen that lazy-loads a chunk and fetches can take longer
// than that on a busy CI machine, while what they wait for still appears.
configure({ asyncUtilTimeout: 5_000 });

// Every console.error fails the test unless the test announced it (see console.ts).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(recordConsoleError);
});

afterEach(() => {
  cleanup();
  vi.mocked(console.error).mockRestore?.();
  const problems = takeConsoleErrorProblems();
  if (problems.length) throw new Error(problems.join("\n\n"));
});

// jsdom lays nothing out, so it has no ResizeObserver; positioned popups (tooltips) observe their size with one.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Nor does it scroll: the admin sidebar keeps its current entry in view with scrollIntoView.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
