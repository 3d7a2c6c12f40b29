import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { faqItems as staticFaq } from "@/content/faq";
import { FaqAccordion, type FaqEntry } from "./faq-accordion";

// The twenty questions the database is seeded with, as GET /api/faq answers them.
const faqItems: FaqEntry[] = staticFaq.map((item, index) => ({
  ...item,
  id: index + 1,
  listItems: item.answerType === "list" ? item.listItems : [],
}));

const question = (index: number) => screen.getByRole("button", { name: faqItems[index]!.question });

describe("FaqAccordion", () => {
  it("renders all 20 questions as level-2 headed buttons with the first one open", () => {
    render(<FaqAccordion items={faqItems} />);
    expect(screen.getAllByRole("button")).toHaveLength(20);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(20);
    expect(question(0)).toHaveAttribute("aria-expanded", "true");
    expect(question(1)).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps only one answer open and closes the open one when it is clicked again", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={faqItems} />);
    await user.click(question(2));
    expect(question(2)).toHaveAttribute("aria-expanded", "true");
    expect(question(0)).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("NIMAS XML conversion: 3-5 business days")).toBeVisible();
    await user.click(question(2));
    expect(screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(0);
  });

  it("renders list answers as lists", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={faqItems} />);
    const listIndex = faqItems.findIndex((item) => item.answerType === "list");
    await user.click(question(listIndex));
    const item = faqItems[listIndex]!;
    expect(screen.getByRole("list")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(item.listItems.length);
  });
});
