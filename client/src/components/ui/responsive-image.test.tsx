import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

const id = "0123456789abcdef0123456789abcdef";

describe("ResponsiveImage", () => {
  it("offers WebP and JPEG copies of a new upload, with its size, loading lazily", () => {
    const { container } = render(
      <ResponsiveImage src={`/uploads/${id}-800x600.jpg`} alt="Ada Lovelace" sizes="128px" className="h-32 w-32" />,
    );
    const img = screen.getByRole("img", { name: "Ada Lovelace" });
    expect(img).toHaveAttribute("src", `/uploads/${id}-800x600.jpg`);
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "600");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).toHaveAttribute("sizes", "128px");
    expect(img).toHaveClass("h-32 w-32");
    expect(img).toHaveAttribute(
      "srcset",
      `/uploads/${id}-800x600.w160.jpg 160w, /uploads/${id}-800x600.w320.jpg 320w, /uploads/${id}-800x600.w640.jpg 640w, /uploads/${id}-800x600.jpg 800w`,
    );
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("sizes", "128px");
    expect(source).toHaveAttribute(
      "srcset",
      `/uploads/${id}-800x600.w160.webp 160w, /uploads/${id}-800x600.w320.webp 320w, /uploads/${id}-800x600.w640.webp 640w, /uploads/${id}-800x600.webp 800w`,
    );
    expect(img.parentElement).toBe(container.querySelector("picture"));
  });

  it("loads at once when told the image is in the first screenful", () => {
    render(<ResponsiveImage src={`/uploads/${id}-64x64.png`} alt="" sizes="40px" eager />);
    const img = document.querySelector("img")!;
    expect(img).not.toHaveAttribute("loading");
    expect(img).not.toHaveAttribute("decoding");
    expect(img).toHaveAttribute("srcset", `/uploads/${id}-64x64.png 64w`);
  });

  it.each([`/uploads/${id}.png`, `/uploads/${id}.svg`, "https://cdn.example.com/logo.png"])(
    "shows an older upload or another site's image (%s) as a plain img, as before",
    (src) => {
      const { container } = render(<ResponsiveImage src={src} alt="Client" sizes="160px" className="max-h-16" />);
      const img = container.firstElementChild!;
      expect(img.tagName).toBe("IMG");
      expect(img.getAttributeNames().sort()).toEqual(["alt", "class", "decoding", "loading", "src"]);
      expect(img).toHaveAttribute("src", src);
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAccessibleName("Client");
      expect(container.querySelector("picture, source")).toBeNull();
    },
  );

  it.each([`/uploads/${id}-800x600.jpg`, `/uploads/${id}.png`])(
    "keeps the focal point in view where the box crops the image (%s)",
    (src) => {
      render(
        <ResponsiveImage
          src={src}
          alt="Ada"
          sizes="128px"
          className="object-cover"
          focal={{ focalX: 25, focalY: 80 }}
        />,
      );
      expect(screen.getByRole("img", { name: "Ada" }).style.objectPosition).toBe("25% 80%");
    },
  );

  it("leaves a centred focal point, or none, to the browser's default", () => {
    const { rerender } = render(
      <ResponsiveImage src={`/uploads/${id}-800x600.jpg`} alt="Ada" sizes="128px" focal={{ focalX: 50, focalY: 50 }} />,
    );
    expect(screen.getByRole("img", { name: "Ada" })).not.toHaveAttribute("style");
    rerender(<ResponsiveImage src={`/uploads/${id}-800x600.jpg`} alt="Ada" sizes="128px" focal={null} />);
    expect(screen.getByRole("img", { name: "Ada" })).not.toHaveAttribute("style");
  });
});
