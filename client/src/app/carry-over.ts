// The server's HTML of a public page is on screen, and usable, before the app starts; the app's first render then
// replaces it with the same screen. Whatever the visitor did meanwhile must survive that: the element that had the
// keyboard focus (or a keyboard user would be sent back to the top of the page), what was typed into a field or
// ticked, the scroll position, and a press of a button that only the app can act on (an FAQ question, the menu).

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";
const FIELDS = "input, textarea, select";
/** Buttons the server's HTML cannot act on by itself (a submit button submits its form natively). */
const APP_BUTTONS = 'button[type="button"]';

/** What identifies an element across the two renders: the same screen gives the same tag, address and text. */
const keyOf = (element: Element) =>
  [
    element.tagName,
    element.getAttribute("href") ?? "",
    element.getAttribute("name") ?? "",
    element.getAttribute("aria-label") ?? "",
    (element.textContent ?? "").trim().slice(0, 80),
  ].join("|");

/** The position of `element` among the elements of `root` matching `selector` that share its key. */
function locate(root: Element, selector: string, element: Element) {
  const key = keyOf(element);
  const same = [...root.querySelectorAll(selector)].filter((candidate) => keyOf(candidate) === key);
  return { key, occurrence: same.indexOf(element) };
}

function find(root: Element, selector: string, { key, occurrence }: { key: string; occurrence: number }) {
  return [...root.querySelectorAll(selector)].filter((candidate) => keyOf(candidate) === key)[occurrence];
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const changed = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;

/** Gives a field of the app's screen the value the visitor gave its twin, as if typed (React sees the change). */
function fill(field: Field, from: Field) {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, from.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Watches what the visitor does on the server's HTML inside `root` until the app replaces it, and returns what puts
 * it back on the app's screen once it has. The app renders in slices and may take a while on a slow device: a Tab
 * pressed, a box ticked or a page scrolled during that time counts as much as one before it, so nothing is read
 * until the replacement is done. The server's elements, taken off the page by then, still hold their values.
 */
export function captureFirstScreen(root: Element): () => void {
  const firstScreen = [...root.childNodes];
  const active = document.activeElement;
  let focused = active && active !== document.body && root.contains(active) ? active : null;
  let scroll = { x: window.scrollX, y: window.scrollY };
  const noteFocus = (event: Event) => void (focused = event.target as Element);
  const noteScroll = () => void (scroll = { x: window.scrollX, y: window.scrollY });
  const pressed: Element[] = [];
  const notePress = (event: Event) => {
    const button = (event.target as Element).closest?.(APP_BUTTONS);
    if (button && root.contains(button)) pressed.push(button);
  };
  root.addEventListener("focusin", noteFocus);
  root.addEventListener("click", notePress);
  window.addEventListener("scroll", noteScroll, { passive: true });

  return () => {
    root.removeEventListener("focusin", noteFocus);
    root.removeEventListener("click", notePress);
    window.removeEventListener("scroll", noteScroll);
    const before = document.createElement("div");
    before.append(...firstScreen.filter((node) => !root.contains(node)));
    for (const field of before.querySelectorAll<Field>(FIELDS)) {
      if (!changed(field)) continue;
      const twin = find(root, FIELDS, locate(before, FIELDS, field)) as Field | undefined;
      if (twin) fill(twin, field);
    }
    // Pressed again on the app's screen, in the order the visitor pressed them; found before any press changes it.
    const twins = pressed.map((button) => find(root, APP_BUTTONS, locate(before, APP_BUTTONS, button)));
    for (const twin of twins) (twin as HTMLElement | undefined)?.click();
    if (window.scrollX !== scroll.x || window.scrollY !== scroll.y) window.scrollTo(scroll.x, scroll.y);
    // Only when the visitor has not moved on: focus taken meanwhile (a click on the new screen) stays where it is.
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (focused && lost && before.contains(focused)) {
      (find(root, FOCUSABLE, locate(before, FOCUSABLE, focused)) as HTMLElement | undefined)?.focus({
        preventScroll: true,
      });
    }
  };
}
