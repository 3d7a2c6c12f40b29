import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Loaded } from "./loaded";

const draw = (query: { isLoading: boolean; isError: boolean }) =>
  render(
    <Loaded query={query} loading="Loading your sessions" what="Your sessions">
      {() => <p>Two sessions</p>}
    </Loaded>,
  );

describe("Loaded", () => {
  it("announces what is loading, and draws nothing else meanwhile", () => {
    draw({ isLoading: true, isError: false });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your sessions");
    expect(screen.queryByText("Two sessions")).toBeNull();
  });

  it("says what could not be loaded and what to do, as an alert", () => {
    draw({ isLoading: false, isError: true });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your sessions could not be loaded. Reload the page to try again.",
    );
    expect(screen.queryByText("Two sessions")).toBeNull();
  });

  it("draws the caller's own failure content, given the query's error, in place of the alert", () => {
    render(
      <Loaded
        query={{ isLoading: false, isError: true, error: new Error("Server down") }}
        loading="Loading your sessions"
        failed={(error) => <p>Sessions failed: {(error as Error).message}</p>}
      >
        {() => <p>Two sessions</p>}
      </Loaded>,
    );
    expect(screen.getByText("Sessions failed: Server down")).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByText("Two sessions")).toBeNull();
  });

  it("draws the content once the data is there", () => {
    draw({ isLoading: false, isError: false });
    expect(screen.getByText("Two sessions")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
