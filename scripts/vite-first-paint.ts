// A Vite plugin for the production build's index.html, so that a public page is painted as soon as its HTML has
// arrived (the server writes the first screen into it):
// - the stylesheet goes in as a <style> element instead of a <link>, a second request that would block rendering
//   (it is about 8 KiB compressed, and travels compressed with the HTML);
// - the web fonts the stylesheet names whose address matches `preloadFonts` get a <link rel="preload"> before it,
//   so the browser asks for them while it reads the HTML rather than once it has laid out text that needs them
//   (`crossorigin`: fonts are always fetched in CORS mode, and a preload fetched otherwise would not be used);
// - the app's scripts are fetched at low priority: the first screen is already in the HTML, so nothing waits
//   for them to be painted, and they should not hold up what is.
import type { Plugin } from "vite";

/** The addresses of the woff2 files a stylesheet's url()s name that match `pattern`, each once, in order. */
export function fontsToPreload(css: string, pattern: RegExp): string[] {
  const urls = [...css.matchAll(/url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/g)].map((match) => match[1]!);
  return [...new Set(urls.filter((url) => pattern.test(url)))];
}

export function firstPaint({ preloadFonts }: { preloadFonts?: RegExp } = {}): Plugin {
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
            if (!css || /<\/style/i.test(css)) return link;
            const fonts = preloadFonts ? fontsToPreload(css, preloadFonts) : [];
            // A font renamed or dropped from the stylesheet fails the build rather than losing its preload unseen.
            if (preloadFonts && !fonts.length) throw new Error(`No font in the stylesheet matches ${preloadFonts}`);
            const preloads = fonts.map(
              (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>\n    `,
            );
            return `${preloads.join("")}<style>${css}</style>`;
          })
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
      },
    },
  };
}
