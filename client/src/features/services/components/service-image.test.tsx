import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServiceImage } from "./service-image";

const IMAGE = "/uploads/0123456789abcdef0123456789abcdef-1200x900.jpg";
const service = { title: "Braille", imageUrl: IMAGE, imageAlt: null, imageDecorative: false };
const library = { altText: "Fingers reading braille", decorative: false, focalX: 40, focalY: 60 };

describe("a service's image", () => {
  it("shows nothing at all for a service without one", () => {
    const { container } = render(<ServiceImage service={{ ...service, imageUrl: null }} sizes="400px" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("uses the service's own alt text, else the library's, else the title; decorative is alt=\"\"", () => {
    const { rerender, container } = render(
      <ServiceImage service={{ ...service, imageAlt: "A braille book" }} sizes="400px" />,
    );
    expect(screen.getByRole("img", { name: "A braille book" })).toHaveAttribute("src", IMAGE);
    rerender(<ServiceImage service={{ ...service, media: { imageUrl: library } }} sizes="400px" />);
    const shown = screen.getByRole("img", { name: "Fingers reading braille" });
    // The crop keeps the library's focal point in view.
    expect(shown.style.objectPosition).toBe("40% 60%");
    rerender(<ServiceImage service={service} sizes="400px" />);
    expect(screen.getByRole("img", { name: "Braille" })).toBeInTheDocument();
    rerender(<ServiceImage service={{ ...service, imageDecorative: true, imageAlt: "ignored" }} sizes="400px" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("is fetched first and not lazily when it is in the page's first screen", () => {
    render(<ServiceImage service={service} sizes="400px" priority />);
    const image = screen.getByRole("img", { name: "Braille" });
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("loading");
    expect(image.getAttribute("srcset")).toContain(".w640.jpg 640w");
  });
});
