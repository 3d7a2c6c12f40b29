import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from "@shared/bootstrap";
import { THEME_BOOT_SCRIPT } from "@shared/colour-theme";
import { jsonForScript, SERVER_HEAD_ATTRIBUTE, type Head } from "@shared/head-tags";

/** Where the built index.html takes the head tags, the first screen's HTML and the bootstrap data. */
export const HEAD_SLOT = "<!--app-head-->";
export const FIRST_SCREEN_SLOT = "<!--app-html-->";
export const BOOTSTRAP_SLOT = "<!--app-bootstrap-->";
/** At the top of `<head>`: the colour theme's script, which must run before anything is painted. */
export const THEME_SLOT = "<!--app-theme-->";

/** The colour theme's inline script as the page carries it; the CSP allows exactly this text by its hash. */
export const themeScript = () => `<script>${THEME_BOOT_SCRIPT}</script>`;

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderHead(head: Head): string {
  const lines = [`<title ${SERVER_HEAD_ATTRIBUTE}>${escapeHtml(head.title)}</title>`];
  for (const { tag, attributes } of head.tags) {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join("");
    lines.push(`<${tag}${attrs} ${SERVER_HEAD_ATTRIBUTE}>`);
  }
  if (head.structuredData) {
    lines.push(
      `<script type="application/ld+json" ${SERVER_HEAD_ATTRIBUTE}>${jsonForScript(head.structuredData)}</script>`,
    );
  }
  return lines.join("\n    ");
}

export const renderBootstrap = (bootstrap: Bootstrap) =>
  `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${jsonForScript(bootstrap)}</script>`;

/** The page for one request: the template with its head, first screen (if any) and bootstrap slots filled. */
export function renderDocument(template: string, head: Head, bootstrap: Bootstrap, firstScreen = ""): string {
  return template
    .replace(THEME_SLOT, themeScript)
    .replace(HEAD_SLOT, () => renderHead(head))
    .replace(FIRST_SCREEN_SLOT, () => firstScreen)
    .replace(BOOTSTRAP_SLOT, () => renderBootstrap(bootstrap));
}

/** Without a website (API tests), screens still get their status, head and bootstrap data in a bare page. */
export const noTemplate = async () =>
  `<!doctype html>\n<html lang="en"><head>${THEME_SLOT}${HEAD_SLOT}</head><body>${BOOTSTRAP_SLOT}</body></html>`;
