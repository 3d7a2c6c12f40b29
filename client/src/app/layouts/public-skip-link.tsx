import type { MouseEvent } from "react";

export const MAIN_ID = "main-content";

/**
 * Focuses an element that is not normally focusable. The temporary tabindex goes away on blur, so later
 * clicks inside it (main, a section) do not pull focus to the container.
 */
export function focusElement(el: HTMLElement) {
  if (!el.hasAttribute("tabindex")) {
    el.setAttribute("tabindex", "-1");
    el.addEventListener("blur", () => el.removeAttribute("tabindex"), { once: true });
  }
  el.focus({ preventScroll: true });
}

/** The first focusable element: moves focus (not only the scroll position) to <main>. */
export function PublicSkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.scrollIntoView();
    focusElement(main);
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-blue-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
