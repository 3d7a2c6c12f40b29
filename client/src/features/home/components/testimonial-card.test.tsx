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
});
