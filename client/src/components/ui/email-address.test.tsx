import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

const breaks = (email: string) => {
  const { container } = render(<EmailAddress email={email} />);
  const span = container.firstElementChild!;
  return {
    text: span.textContent,
    // The pieces that never break inside, with a break opportunity (<wbr>) between each two.
    pieces: [...span.querySelectorAll(":scope > span")].map((piece) => piece.textContent),
    breaks: span.querySelectorAll(":scope > wbr").length,
  };
};

describe("EmailAddress", () => {
  it("may wrap only after the @ and before each dot", () => {
    expect(breaks("ada.lovelace@northwind-press.example.com")).toEqual({
      text: "ada.lovelace@northwind-press.example.com",
      pieces: ["ada", ".lovelace@", "northwind-press", ".example", ".com"],
      breaks: 4,
    });
  });

  it("keeps an address without those characters whole", () => {
    expect(breaks("postmaster").pieces).toEqual(["postmaster"]);
  });
});
