import { expect, it } from "vitest";
import { allowConsoleError, expectConsoleError, recordConsoleError, takeConsoleErrorProblems } from "./console";

// These drive the checker directly (not console.error), so the test's own watch stays clean.
it("reports a console.error no test announced, with its text", () => {
  recordConsoleError("Warning: Each child in a list should have a unique %s prop.", "key");
  const problems = takeConsoleErrorProblems();
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain("Each child in a list should have a unique key prop.");
});

it("accepts an announced error, and reports an announced one that never came", () => {
  expectConsoleError(/Request failed/);
  recordConsoleError(new Error("Request failed with 500"));
  expect(takeConsoleErrorProblems()).toEqual([]);

  expectConsoleError("never logged");
  expect(takeConsoleErrorProblems()).toEqual(["Expected a console.error matching /never logged/, but none was logged"]);
});

it("tolerates allowed errors whether or not they come", () => {
  allowConsoleError(/flaky/);
  expect(takeConsoleErrorProblems()).toEqual([]);
  allowConsoleError(/flaky/);
  recordConsoleError("a flaky thing");
  expect(takeConsoleErrorProblems()).toEqual([]);
});

it("fails the test when a component logs an error nobody expected", () => {
  // The real console.error is the spy setup.ts installed; what it records fails this test in afterEach...
  console.error("an unexpected problem");
  // ...unless taken here first, which is what proves it was recorded.
  expect(takeConsoleErrorProblems()).toEqual(["Unexpected console.error:\nan unexpected problem"]);
});
