import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientLogo } from "@shared/schema";
import { logoRow } from "@shared/test/rows";
import { LogoStrip } from "./logo-strip";

const logos = (count: number): ClientLogo[] =>
  Array.from({ length: count }, (_, i) =>
    logoRow({ id: i + 1, clientName: `Client ${i + 1}`, logoUrl: `/uploads/${i}.png`, sortOrder: i }),
  );

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const offset = () => {
  const match = /translateX\((-?[\d.]+)px\)/.exec(screen.getByTestId("logo-track").style.transform);
  return match ? Number(match[1]) : 0;
};

describe("LogoStrip", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it("keeps 5 logos still, without a pause button, each with its client name as alt text", () => {
    render(<LogoStrip logos={logos(5)} />);
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(logos(5).map((l) => l.clientName));
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByTestId("logo-track")).toBeNull();
  });

  it("uses a logo's own alt text when it has one, and an empty alt for a decorative logo", () => {
    const list = logos(3);
    list[0]!.logoAlt = "Acme Books, open book emblem";
    list[1]!.logoDecorative = true;
    const { container } = render(<LogoStrip logos={list} />);
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual([
      "Acme Books, open book emblem",
      "",
      "Client 3",
    ]);
  });

  it("uses the media library's words for a logo that has none of its own", () => {
    const list = logos(3);
    const ref = (altText: string | null, decorative = false) => ({
      logoUrl: { altText, decorative, focalX: 50, focalY: 50 },
    });
    list[0]!.logoAlt = "Acme Books, open book emblem";
    Object.assign(list[0]!, { media: ref("Acme's old logo") });
    Object.assign(list[1]!, { media: ref("Client 2, a blue wave") });
    Object.assign(list[2]!, { media: ref(null, true) });
    const { container } = render(<LogoStrip logos={list} />);
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual([
      "Acme Books, open book emblem",
      "Client 2, a blue wave",
      "",
    ]);
  });

  it("moves 6 logos 0.4 px every 30 ms, and the first control pauses and resumes it", () => {
    render(<LogoStrip logos={logos(6)} />);
    expect(screen.getAllByRole("img")).toHaveLength(6); // the loop copy is hidden from assistive technology
    act(() => vi.advanceTimersByTime(300));
    expect(offset()).toBeCloseTo(-4);
    const pause = screen.getByRole("button", { name: "Pause the scrolling client logos" });
    fireEvent.click(pause);
    act(() => vi.advanceTimersByTime(300));
    expect(offset()).toBeCloseTo(-4);
    fireEvent.click(screen.getByRole("button", { name: "Play the scrolling client logos" }));
    act(() => vi.advanceTimersByTime(30));
    expect(offset()).toBeCloseTo(-4.4);
  });

  it("loops: after one copy of the logos it starts again from the beginning", () => {
    // The track holds two copies; jsdom lays nothing out, so give it a measured width of 2 × 10 px.
    const width = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(20);
    try {
      render(<LogoStrip logos={logos(6)} />);
      act(() => vi.advanceTimersByTime(30 * 24)); // 24 steps of 0.4 px = 9.6 px: not yet one copy
      expect(offset()).toBeCloseTo(-9.6);
      act(() => vi.advanceTimersByTime(30 * 2)); // 10.4 px wraps to 0.4 px
      expect(offset()).toBeCloseTo(-0.4);
    } finally {
      width.mockRestore();
    }
  });

  it("stops while hovered or focused", () => {
    const { container } = render(<LogoStrip logos={logos(8)} />);
    const region = container.firstElementChild!;
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(300));
    expect(offset()).toBe(0);
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole("button"));
    act(() => vi.advanceTimersByTime(300));
    expect(offset()).toBe(0);
    fireEvent.blur(screen.getByRole("button"));
    act(() => vi.advanceTimersByTime(300));
    expect(offset()).toBeCloseTo(-4);
  });

  it("does not move at all under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    render(<LogoStrip logos={logos(9)} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId("logo-track")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("img")).toHaveLength(9);
  });

  it("offers sized copies of new uploads for its 160 px slots, in both copies of the loop", () => {
    const id = "0123456789abcdef0123456789abcdef";
    const sized = logos(6).map((logo, i) => ({
      ...logo,
      logoUrl: i === 0 ? `/uploads/${id}-800x200.png` : logo.logoUrl,
    }));
    const { container } = render(<LogoStrip logos={sized} />);
    const images = [...container.querySelectorAll(`img[src="/uploads/${id}-800x200.png"]`)];
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect(img).toHaveAttribute("sizes", "160px");
      expect(img).toHaveAttribute("width", "800");
      expect(img).toHaveAttribute("height", "200");
      expect(img.getAttribute("srcset")).toContain(`/uploads/${id}-800x200.w320.png 320w`);
    }
    expect(screen.getByRole("img", { name: "Client 2" })).not.toHaveAttribute("srcset"); // an older upload
  });
});
