import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";

function Screen({ returnTo }: { returnTo?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <input aria-label="Elsewhere" />
      <Dialog open={open} onOpenChange={setOpen} title="Add link" returnFocusTo={returnTo}>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe("a dialog's focus return", () => {
  // Radix hands focus back on a timer; the fake timers never run it, so only a return made at once can pass.
  it("puts focus back on the opener before any timer runs, so the next key is not lost", async () => {
    vi.useFakeTimers();
    render(<Screen />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    expect(screen.getByRole("dialog", { name: "Add link" })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Done" })));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("hands focus to where the dialog says instead, once", async () => {
    vi.useFakeTimers();
    const returnTo = vi.fn(() => screen.getByLabelText("Elsewhere").focus());
    render(<Screen returnTo={returnTo} />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Done" })));
    expect(screen.getByLabelText("Elsewhere")).toHaveFocus();
    await act(async () => vi.runAllTimers());
    expect(returnTo).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Elsewhere")).toHaveFocus();
  });
});
