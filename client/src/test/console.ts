// Client tests fail on any console.error they did not announce: React's warnings (act(), keys, invalid DOM
// nesting), failed queries and caught render errors all surface there, and a passing test that logs one is hiding
// a bug. setup.ts installs the check around every test; a test that provokes an error on purpose says so here.
import { format } from "node:util";

type Expectation = { pattern: RegExp; required: boolean; seen: boolean };

let expectations: Expectation[] = [];
let unexpected: string[] = [];

const toRegExp = (pattern: RegExp | string) =>
  typeof pattern === "string" ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : pattern;

/** Declares that this test logs a console.error matching `pattern`; the test fails if none does. */
export function expectConsoleError(pattern: RegExp | string) {
  expectations.push({ pattern: toRegExp(pattern), required: true, seen: false });
}

/** Tolerates console.error lines matching `pattern` in this test, without requiring one. */
export function allowConsoleError(pattern: RegExp | string) {
  expectations.push({ pattern: toRegExp(pattern), required: false, seen: false });
}

/** The stand-in for console.error during a test: records the line, and whether it was announced. */
export function recordConsoleError(...args: unknown[]) {
  const text = format(...args);
  const match = expectations.find((expectation) => expectation.pattern.test(text));
  if (match) match.seen = true;
  else unexpected.push(text);
}

/** Ends a test's watch: returns what went wrong (unannounced errors, announced ones that never came) and resets. */
export function takeConsoleErrorProblems(): string[] {
  const problems = [
    ...unexpected.map((text) => `Unexpected console.error:\n${text}`),
    ...expectations
      .filter((expectation) => expectation.required && !expectation.seen)
      .map((expectation) => `Expected a console.error matching ${expectation.pattern}, but none was logged`),
  ];
  expectations = [];
  unexpected = [];
  return problems;
}
