import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ListSearch } from "./list-search";

const renderSearch = (value: string, onSearch = vi.fn()) => {
  const view = render(<ListSearch label="Search pages" hint="By title or slug" value={value} onSearch={onSearch} />);
  return {
    onSearch,
    rerender: (next: string) =>
      view.rerender(<ListSearch label="Search pages" hint="By title or slug" value={next} onSearch={onSearch} />),
  };
};

describe("ListSearch", () => {
  it("is a labelled search landmark whose field says what it looks in and takes at most 100 characters", () => {
    renderSearch("");
    expect(screen.getByRole("search", { name: "Search pages" })).toBeVisible();
    const field = screen.getByRole("searchbox", { name: "Search pages" });
    expect(field).toHaveAccessibleDescription("By title or slug");
    expect(field).toHaveAttribute("maxlength", "100");
  });

  it("searches once, trimmed, when typing pauses", async () => {
    const { onSearch } = renderSearch("");
    await userEvent.type(screen.getByRole("searchbox"), " privacy ");
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith("privacy"));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("searches at once on Enter, and not again for the same words", async () => {
    const { onSearch, rerender } = renderSearch("");
    await userEvent.type(screen.getByRole("searchbox"), "terms{Enter}");
    expect(onSearch).toHaveBeenCalledWith("terms");
    rerender("terms");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("keeps a space typed after the words it searched for, and follows a search changed elsewhere (Back)", async () => {
    const { onSearch, rerender } = renderSearch("");
    const field = screen.getByRole("searchbox");
    await userEvent.type(field, "accessibility ");
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith("accessibility"));
    rerender("accessibility");
    expect(field).toHaveValue("accessibility ");
    rerender("terms");
    expect(field).toHaveValue("terms");
    rerender("");
    expect(field).toHaveValue("");
  });
});
