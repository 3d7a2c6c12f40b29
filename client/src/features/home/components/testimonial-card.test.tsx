import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TestimonialCard } from "./testimonial-card";

const testimonial = {
  clientName: "Acme Publishing",
  personName: "Jane Doe",
  personTitle: "Director",
  content: "Great work.",
  avatarUrl: "/uploads/avatar.png",
  companyLogoUrl: "/uploads/logo.png",
};

const alts = (container: HTMLElement) => [...container.querySelectorAll("img")].map((img) => img.getAttribute("alt"));

describe("TestimonialCard images", () => {
  it("are decorative by default, since both names are printed beside them", () => {
    const { container } = render(<TestimonialCard testimonial={testimonial} />);
    expect(alts(container)).toEqual(["", ""]);
  });

  it("say the names, or the text written for them, once they are not decorative", () => {
    const { container } = render(
      <TestimonialCard
        testimonial={{
          ...testimonial,
          avatarDecorative: false,
          avatarAlt: null,
          companyLogoDecorative: false,
          companyLogoAlt: "Acme Publishing, a red open book",
        }}
      />,
    );
    expect(alts(container)).toEqual(["Jane Doe", "Acme Publishing, a red open book"]);
  });

  it("say the library's words for an image the testimonial marks not decorative but writes nothing for", () => {
    const ref = (altText: string | null, focalX = 50, focalY = 50) => ({ altText, decorative: false, focalX, focalY });
    const { container } = render(
      <TestimonialCard
        testimonial={{
          ...testimonial,
          avatarDecorative: false,
          companyLogoDecorative: false,
          media: { avatarUrl: ref("Jane Doe on stage", 70, 10), companyLogoUrl: ref("Acme Publishing logo") },
        }}
      />,
    );
    expect(alts(container)).toEqual(["Jane Doe on stage", "Acme Publishing logo"]);
    // The round avatar keeps the focal point in view; the logo is never cropped.
    const [avatar, logo] = container.querySelectorAll("img");
    expect(avatar!.style.objectPosition).toBe("70% 10%");
    expect(logo).not.toHaveAttribute("style");
  });

  it("stay decorative by default even when the library has words for them", () => {
    const ref = { altText: "Jane Doe on stage", decorative: false, focalX: 50, focalY: 50 };
    const { container } = render(
      <TestimonialCard testimonial={{ ...testimonial, media: { avatarUrl: ref, companyLogoUrl: ref } }} />,
    );
    expect(alts(container)).toEqual(["", ""]);
  });
});
