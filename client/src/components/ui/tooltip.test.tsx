import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pencil, Trash2 } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DragHandle } from "./drag-handle";
import { IconButton } from "./icon-button";
import { TOOLTIP_DELAY_MS, TooltipProvider } from "./tooltip";

afterEach(() => vi.useRealTimers());

// The pointer tests run on a fake clock, so the 700 ms are exact; they use fireEvent, which needs no timers.
// (Leaving with the pointer is measured against the layout, which jsdom lacks: the browser tests cover it.)
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pointTo = (element: Element) => fireEvent.pointerMove(element, { pointerType: "mouse" });

describe("tooltips on icon-only controls", () => {
  it("shows the label only after the pointer has rested on the button for 700 ms", async () => {
    vi.useFakeTimers();
    render(<IconButton label="Edit Jane Doe" icon={Pencil} />);
    const button = screen.getByRole("button", { name: "Edit Jane Doe" });
    expect(button).not.toHaveAttribute("title");

    pointTo(button);
    wait(TOOLTIP_DELAY_MS - 50);
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(50);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Edit Jane Doe");
  });

  it("shows at once on keyboard focus, Escape dismisses it, and the name stays on the button, not in a description", async () => {
    const user = userEvent.setup();
    render(<IconButton label="Delete Jane Doe" icon={Trash2} tone="danger" />);
    await user.tab();
    const button = screen.getByRole("button", { name: "Delete Jane Doe" });
    expect(button).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent("Delete Jane Doe");
    expect(button).not.toHaveAttribute("aria-describedby");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("moving on to the next button shortly after shows its tooltip without the delay", async () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <IconButton label="Edit Jane Doe" icon={Pencil} />
        <IconButton label="Delete Jane Doe" icon={Trash2} />
      </TooltipProvider>,
    );
    const edit = screen.getByRole("button", { name: "Edit Jane Doe" });
    pointTo(edit);
    wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Edit Jane Doe");
    pointTo(screen.getByRole("button", { name: "Delete Jane Doe" }));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Delete Jane Doe");
  });

  it("a drag handle says 'Drag to reorder' and keeps its own instructions as its description", async () => {
    const user = userEvent.setup();
    render(
      <>
        <p id="drag-help">Press Space to pick up.</p>
        <DragHandle itemName="Jane Doe" aria-describedby="drag-help" />
      </>,
    );
    await user.tab();
    const handle = screen.getByRole("button", { name: "Drag to reorder Jane Doe" });
    expect(handle).not.toHaveAttribute("title");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Drag to reorder");
    expect(handle).toHaveAccessibleDescription("Press Space to pick up.");
  });
});
