import { useSyncExternalStore } from "react";
import { THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from "@shared/colour-theme";

const listeners = new Set<() => void>();
// The choice made while storage is refused, so the controls still show it.
let memory: ThemeChoice | undefined;

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** The stored choice; "system" when there is none, or storage is refused. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

/** Shows a choice on <html> as the page's inline script does at load: `data-theme`, none for "system". */
export function applyThemeChoice(choice: ThemeChoice) {
  if (choice === "system") document.documentElement.removeAttribute("data-theme");
  else document.documentElement.setAttribute("data-theme", choice);
}

/** Remembers the visitor's choice, applies it at once, and tells every theme control on the page. */
export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds for this page only.
    memory = choice;
  }
  applyThemeChoice(choice);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(readThemeChoice());
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const snapshot = () => memory ?? readThemeChoice();

/**
 * The visitor's theme choice. The server's first screen knows no choice, so it renders "system"; in the browser the
 * stored choice shows from the first render (the controls' words are the same either way, only their checked state
 * differs).
 */
export const useThemeChoice = () => useSyncExternalStore(subscribe, snapshot, () => "system" as ThemeChoice);
