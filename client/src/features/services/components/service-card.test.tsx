import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serviceRows } from "@/test/services";
import { ServiceCard } from "./service-card";

const service = {
  ...serviceRows[0]!,
  id: "nimas",
  title: "NIMAS XML Conversion",
  description: "We convert print textbooks into valid NIMAS XML. Mathematical content is encoded in MathML.",
  features: ["Validated XML", "MathML encoding", "Spoken math", "Image descriptions", "Packaging"],
};

describe("a card on the services page", () => {
  it("leads with the description's first sentence, whole, and lists the first three features", () => {
    render(<ServiceCard service={service} />);
    const card = screen.getByRole("article", { name: "NIMAS XML Conversion" });
    expect(within(card).getByText("We convert print textbooks into valid NIMAS XML.")).toBeVisible();
    expect(within(card).queryByText(/Mathematical content/)).toBeNull();
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Validated XML", "MathML encoding", "Spoken math"]);
    // Nothing cut short: no line clamp or ellipsis anywhere in the card.
    expect(card.querySelector("[class*='line-clamp'], .truncate")).toBeNull();
  });

  it("keeps the address the footer's /services#{id} links land on, and links to the full service page", () => {
    render(<ServiceCard service={service} />);
    expect(screen.getByRole("article", { name: "NIMAS XML Conversion" })).toHaveAttribute("id", "nimas");
    expect(screen.getByRole("link", { name: "Learn more about NIMAS XML Conversion" })).toHaveAttribute(
      "href",
      "/services/nimas",
    );
  });

  it("shows the service's image across its top when it has one, with the library's alt text, and no frame when not", () => {
    const { unmount } = render(<ServiceCard service={service} />);
    expect(screen.queryByRole("img")).toBeNull();
    unmount();
    render(
      <ServiceCard
        service={{
          ...service,
          imageUrl: "/uploads/0123456789abcdef0123456789abcdef-1200x900.jpg",
          media: { imageUrl: { altText: "A textbook page beside its XML", decorative: false, focalX: 50, focalY: 50 } },
        }}
      />,
    );
    const card = screen.getByRole("article", { name: "NIMAS XML Conversion" });
    expect(within(card).getByRole("img", { name: "A textbook page beside its XML" })).toBeVisible();
  });
});
