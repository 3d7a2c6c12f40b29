// The HTML of a public page's first screen, which the server writes into the page it sends: the visitor sees the
// screen before the app's code has arrived and run. The same components, built for Node (npm run build writes
// dist/public/.server/first-screen.js). The app does not hydrate this HTML: its own first render of the same
// screen replaces it (main.tsx), so the router and React Query own every screen as before. A screen's lazy parts
// are loaded before rendering (its preload: the home page's sections too), so the HTML holds the whole
// screen, as the app's first render, which waits for the same code, does. Content pages are left
// to the app: their HTML is administrators', and only the browser can clean it (DOMPurify needs a document).
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import type { Bootstrap } from "@shared/bootstrap";
import { App } from "./app/app";
import { screenAt } from "./app/public-pages";
import { seedQueries } from "./lib/bootstrap";
import { createQueryClient } from "./lib/query-client";

/**
 * The first screen at `url` (a path with its query), with the data the page's bootstrap element carries; empty for
 * a content page.
 */
export async function renderFirstScreen(url: string, bootstrap: Bootstrap): Promise<string> {
  const { pathname, search } = new URL(url, "http://localhost");
  const screen = screenAt(pathname);
  if (screen.route === "contentPage" || screen.route === "shortContentPage") return "";
  await screen.preload();
  const queryClient = createQueryClient();
  seedQueries(queryClient, bootstrap);
  try {
    return renderToString(
      <Router ssrPath={pathname} ssrSearch={search}>
        <App queryClient={queryClient} />
      </Router>,
    );
  } finally {
    queryClient.clear();
  }
}
