import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from "@shared/colour-theme";
import { ThemeChoice, ThemeChoiceMenu } from "./theme-choice";

const html = document.documentElement;

afterEach(() => {
  localStorage.clear();
  html.removeAttribute("data-theme");
});

const group = (index = 0) => screen.getAllByRole("group", { name: "Theme" })[index]!;
const option = (name: string, index = 0) => within(group(index)).getByRole("radio", { name });

describe("the theme choice", () => {
  it("offers System, Light and Dark, System checked while nothing is stored", () => {
    render(<ThemeChoice />);
    expect(
      within(group())
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["system", "light", "dark"]);
    expect(option("System")).toBeChecked();
    expect(html).not.toHaveAttribute("data-theme");
  });

  it("applies a choice at once, remembers it, and every control on the page shows it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeChoice />
        <ThemeChoice withLabels />
      </>,
    );
    await user.click(option("Dark"));
    expect(html).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(option("Dark", 0)).toBeChecked();
    expect(option("Dark", 1)).toBeChecked();

    // By keyboard: the arrow keys move the choice along the group.
    await user.keyboard("{ArrowLeft}");
    expect(option("Light", 0)).toHaveFocus();
    expect(html).toHaveAttribute("data-theme", "light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");

    await user.click(option("System", 1));
    expect(html).not.toHaveAttribute("data-theme");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(option("System", 0)).toBeChecked();
  });

  it("shows the remembered choice when the page opens, and a choice made in another tab", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    render(<ThemeChoice />);
    expect(option("Light")).toBeChecked();
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY }));
    });
    expect(option("Dark")).toBeChecked();
    expect(html).toHaveAttribute("data-theme", "dark");
  });

  it("renders the same words on the server whatever is stored, so the first screen does not change its text", () => {
    const server = renderToString(<ThemeChoice withLabels />);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const { container } = render(<ThemeChoice withLabels />);
    expect(container.textContent).toBe(new DOMParser().parseFromString(server, "text/html").body.textContent);
    expect(container.textContent).toBe("ThemeSystemLightDark");
  });
});

describe("the page's inline script", () => {
  const boot = () => new Function(THEME_BOOT_SCRIPT)();

  it("sets the stored Light or Dark on <html>, and nothing for System or a stray value", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    boot();
    expect(html).toHaveAttribute("data-theme", "dark");
    html.removeAttribute("data-theme");
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    boot();
    expect(html).not.toHaveAttribute("data-theme");
  });

  it("leaves the page to the system when storage is refused", () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    try {
      expect(boot).not.toThrow();
      expect(html).not.toHaveAttribute("data-theme");
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});

describe("the header's compact theme button", () => {
  it("shows the choice in a panel, and Escape closes it with the focus back on the button", async () => {
    const user = userEvent.setup();
    render(
      <Router>
        <ThemeChoiceMenu />
      </Router>,
    );
    const button = screen.getByRole("button", { name: "Theme" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("group", { name: "Theme" })).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(option("Dark"));
    expect(html).toHaveAttribute("data-theme", "dark");
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });
});
