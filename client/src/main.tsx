import { startTransition, useLayoutEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { captureFirstScreen } from "./app/carry-over";
import { screenAt } from "./app/public-pages";
import { readBootstrap, seedQueries } from "./lib/bootstrap";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

const queryClient = createQueryClient();
seedQueries(queryClient, readBootstrap());

const root = document.getElementById("root")!;

/** Calls `then` when the app's first render is on the screen (StrictMode may run it twice: `then` runs once). */
function AfterFirstRender({ then, children }: { then?: () => void; children: ReactNode }) {
  useLayoutEffect(() => then?.(), [then]);
  return children;
}

// As a transition, React renders in short slices that leave the browser free to respond in between (the screen
// is on display already), rather than in one long task. What the visitor did on the server's HTML meanwhile
// (focus, typing, scrolling) is carried over to the app's screen (carry-over.ts).
// Watched from now on, while the first screen's code loads and the app renders (carry-over.ts).
const restore = root.firstElementChild ? captureFirstScreen(root) : undefined;

const start = () => {
  let restored = false;
  const carryOver = () => {
    if (!restored) restore?.();
    restored = true;
    // The page is the app's from now on, not the server's first screen: what acts on the page from outside (a
    // browser test, a monitoring script) waits for this before it holds on to an element, which the app's first
    // render replaces.
    root.dataset.appStarted = "";
  };
  startTransition(() =>
    createRoot(root).render(
      <AfterFirstRender then={carryOver}>
        <App queryClient={queryClient} />
      </AfterFirstRender>,
    ),
  );
};

// On a public page the server wrote the first screen as HTML (first-screen.tsx). Its code is loaded before the
// first render, which then replaces that HTML with the same screen at once, never with a spinner in between. If
// it cannot be loaded, the router shows what it shows for such a failure. (Not a top-level await: the screen's
// chunk imports from this one, which would wait for itself.)
if (root.firstElementChild) void screenAt(window.location.pathname).preload().then(start, start);
else start();
