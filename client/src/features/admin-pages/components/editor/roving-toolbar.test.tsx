import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RovingToolbar } from "./roving-toolbar";

function renderToolbar() {
  render(
    <>
      <button type="button">Before</button>
      <RovingToolbar label="Formatting">
        <button type="button">Bold</button>
        <button type="button">Italic</button>
        <span aria-hidden="true" />
        <button type="button">HTML</button>
      </RovingToolbar>
      <button type="button">After</button>
    </>,
  );
  return (name: string) => screen.getByRole("button", { name });
}

describe("RovingToolbar", () => {
  it("is one Tab stop, named, and Tab leaves it", async () => {
    const button = renderToolbar();
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
    await userEvent.click(button("Before"));
    await userEvent.tab();
    expect(button("Bold")).toHaveFocus();
    await userEvent.tab();
    expect(button("After")).toHaveFocus();
  });

  it("moves with the arrow keys, wrapping around, and jumps with Home and End", async () => {
    const button = renderToolbar();
    await userEvent.click(button("Before"));
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(button("Italic")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(button("HTML")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(button("Bold")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(button("HTML")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(button("Bold")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(button("HTML")).toHaveFocus();
  });

  it("brings Tab back to the button used last", async () => {
    const button = renderToolbar();
    await userEvent.click(button("Before"));
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    await userEvent.tab();
    expect(button("After")).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(button("HTML")).toHaveFocus();
    expect(button("Bold")).toHaveAttribute("tabindex", "-1");
  });
});
