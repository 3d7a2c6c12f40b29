import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useLocationProperty } from "wouter/use-browser-location";
import { focusElement, MAIN_ID } from "./public-skip-link";

const currentHash = () => location.hash;
/** Browsers never send the hash: the server's first screen is written without one. */
const noHash = () => "";

/** Finds the element a URL hash names, waiting briefly for a lazy page to render it. */
function whenElementExists(id: string, then: (el: HTMLElement) => void): () => void {
  let frame = 0;
  const deadline = performance.now() + 3000;
  const look = () => {
    const el = document.getElementById(id);
    if (el) return then(el);
    if (performance.now() < deadline) frame = requestAnimationFrame(look);
  };
  look();
  return () => cancelAnimationFrame(frame);
}

/**
 * After client-side navigation: land on the element a hash names (footer anchors such as /services#pdf), or
 * else go to the top and move focus to <main> so screen reader users hear the new page. The first load keeps
 * the browser's own behaviour, so Tab from the top still reaches the skip link first.
 */
export function usePublicRouteFocus() {
  const [path] = useLocation();
  const hash = useLocationProperty(currentHash, noHash);
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    const id = decodeURIComponent(hash.slice(1));
    if (id && id !== MAIN_ID) {
      return whenElementExists(id, (el) => {
        el.scrollIntoView({ block: "start" });
        focusElement(el);
      });
    }
    if (isFirst) return;
    window.scrollTo(0, 0);
    const main = document.getElementById(MAIN_ID);
    if (main) focusElement(main);
  }, [path, hash]);
}
