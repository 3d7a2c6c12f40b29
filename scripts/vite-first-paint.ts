// A Vite plugin for the production build's index.html, so that a public page is painted as soon as its HTML has
// arrived (the server writes the first screen into it):
// - the stylesheet goes in as a <style> element instead of a <link>, a second request that would block rendering
//   (it is about 8 KiB compressed, and travels compressed with the HTML);
// - the app's scripts are fetched at low priority: the first screen is already in the HTML, so nothing waits
//   for them to be painted, and they should not hold up what is.
import type { Plugin } from "vite";

export function firstPaint(): Plugin {
  return {
    name: "first-paint",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        return html
          .replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
            const asset = bundle?.[file];
            const css = asset?.type === "asset" ? String(asset.source) : undefined;
            return css && !/<\/style/i.test(css) ? `<style>${css}</style>` : link;
          })
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
      },
    },
  };
}
