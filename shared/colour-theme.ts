/**
 * The visitor's colour theme: "system" follows the operating system (`prefers-color-scheme`), "light" and "dark"
 * override it. The choice is kept in localStorage under THEME_STORAGE_KEY and shown as `data-theme` on `<html>`
 * (no attribute for "system"); client/src/theme.css styles both.
 */
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = "colour-theme";

/**
 * The inline script every page carries at the top of its `<head>`: it sets `data-theme` before the first paint, so
 * a visitor who chose Dark never sees a light page flash first. The server writes this very string into the page
 * and allows it in the Content-Security-Policy by its SHA-256 hash (server/http/security.ts), so the two cannot
 * drift apart. Storage can be refused (private windows, blocked cookies): then the page follows the system.
 */
export const THEME_BOOT_SCRIPT =
  `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");` +
  `if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;
