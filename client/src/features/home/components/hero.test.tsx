import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import type { MediaRef, PublicSetting } from "@shared/schema";
import { Hero } from "./hero";

afterEach(() => vi.unstubAllGlobals());

const HERO = "/uploads/0123456789abcdef0123456789abcdef-1600x1200.jpg";

/** The hero as visitors see it with these settings (the rows the server sends, the hero image's library words). */
function renderHero(settings: Record<string, string>, heroMedia?: MediaRef) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200 })),
  );
  const client = createQueryClient();
  const rows: PublicSetting[] = Object.entries(settings).map(([settingKey, settingValue]) => ({
    settingKey,
    settingValue,
    ...(settingKey === "homeHeroImage" && heroMedia && { media: { settingValue: heroMedia } }),
  }));
  client.setQueryData(settingsQuery.queryKey, rows);
  return render(
    <QueryClientProvider client={client}>
      <Hero />
    </QueryClientProvider>,
  );
}

const words = (altText: string | null, decorative = false): MediaRef => ({
  altText,
  decorative,
  focalX: 50,
  focalY: 30,
});

describe("the home page's hero", () => {
  it("shows the chosen image with the library's alt text, its resized copies and its size, fetched first", () => {
    const { container } = renderHero({ homeHeroImage: HERO }, words("An editor checks a braille proof"));
    const image = screen.getByRole("img", { name: "An editor checks a braille proof" });
    expect(image).toHaveAttribute("src", HERO);
    expect(image.getAttribute("srcset")).toContain("-1600x1200.w640.jpg 640w");
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("height", "1200");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("loading");
    // The crop keeps the library's focal point in view.
    expect(image.style.objectPosition).toBe("50% 30%");
    expect(container.querySelector('img[src*="hero-illustration"]')).toBeNull();
  });

  it('shows an image the library marks decorative with alt="", hidden from screen readers', () => {
    const { container } = renderHero({ homeHeroImage: HERO }, words(null, true));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector(`img[src="${HERO}"]`)).toHaveAttribute("alt", "");
  });

  it("shows the drawing, hidden from screen readers, and no empty frame while no image is set", () => {
    const { container } = renderHero({});
    const drawing = container.querySelector('img[src*="hero-illustration"]');
    expect(drawing).toHaveAttribute("src", expect.stringMatching(/hero-illustration.*\.svg/));
    // Decorative, and sized so nothing moves while it loads.
    expect(drawing).toHaveAttribute("alt", "");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(drawing).toHaveAttribute("width", "400");
    expect(drawing).toHaveAttribute("height", "300");
    expect(container.querySelectorAll("img")).toHaveLength(1);
    expect(container.querySelector(".aspect-\\[4\\/3\\]")).toBeNull();
  });

  it("keeps the three checklist points, in the owners' words, beside the picture or the drawing", () => {
    renderHero({ homeChecklist2: "Checked by blind readers" });
    const points = within(screen.getAllByRole("list")[0]!).getAllByRole("listitem");
    expect(points.map((point) => point.textContent)).toEqual([
      "WCAG 2.2 AA and PDF/UA conformance",
      "Checked by blind readers",
      "Section 508, ADA, EAA and AODA ready",
    ]);
  });
});

describe("the results strip under the hero", () => {
  it("is not shown at all while every result is empty, as on a fresh install", () => {
    renderHero({ homeResult1Value: "", homeResult1Label: "" });
    // The checklist is the hero's only list.
    expect(screen.getAllByRole("list")).toHaveLength(1);
    expect(screen.queryByText(/titles remediated/)).not.toBeInTheDocument();
  });

  it("lists the results given, each figure with its label, in their order", () => {
    renderHero({
      homeResult1Value: "12,000",
      homeResult1Label: "titles remediated",
      homeResult3Value: "98%",
      homeResult3Label: "on-time delivery",
    });
    const strip = screen.getAllByRole("list")[1]!;
    expect(
      within(strip)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["12,000 titles remediated", "98% on-time delivery"]);
  });
});
