import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AwarenessBanner } from "./awareness-banner";

afterEach(() => vi.useRealTimers());

describe("AwarenessBanner", () => {
  it("shows in May with tips and two external links", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2030, 4, 31, 12));
    render(<AwarenessBanner />);
    expect(screen.getByRole("heading", { name: "Global Accessibility Awareness Day" })).toBeInTheDocument();
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute("target", "_blank");
  });

  it("stays hidden in April and June", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const month of [3, 5]) {
      vi.setSystemTime(new Date(2030, month, 15, 12));
      const { container, unmount } = render(<AwarenessBanner />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
