import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAskServerIfMoved } from "./moved-address";

function NotFound() {
  useAskServerIfMoved();
  return <h1>Page not found</h1>;
}

afterEach(() => vi.restoreAllMocks());

/** The app as loaded at `loaded`, now showing `current` after following links inside it. */
function at(loaded: string, current: string) {
  window.history.replaceState(null, "", current);
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { name: `http://localhost${loaded}` } as PerformanceEntry,
  ]);
  const replace = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({
    ...window.location,
    replace,
    pathname: current,
    href: `http://localhost${current}`,
  });
  render(<NotFound />);
  return replace;
}

describe("useAskServerIfMoved", () => {
  it("loads an address reached by a link from the server, which redirects it if it moved", () => {
    expect(at("/", "/page/old-guide")).toHaveBeenCalledWith("http://localhost/page/old-guide");
  });

  it("leaves an address the server already answered alone, so a missing page is never loaded twice", () => {
    expect(at("/page/old-guide", "/page/old-guide")).not.toHaveBeenCalled();
  });
});
