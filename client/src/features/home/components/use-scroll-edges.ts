import { useCallback, useEffect, useState, type RefObject } from "react";

export interface ScrollEdges {
  /** The content is wider than the strip: there is something to scroll to. */
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
  /** False until the browser has laid the element out: on the server and before the first measurement. */
  measured: boolean;
}

const NOT_MEASURED: ScrollEdges = { overflows: false, atStart: true, atEnd: true, measured: false };

/**
 * Whether a horizontally scrolling element has more than it shows, and which ends it is at; followed as it
 * scrolls and as it or its content changes size. Before the first measurement (and on the server) it has
 * nothing to scroll to, and says it was not measured.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, content: unknown): ScrollEdges {
  const [edges, setEdges] = useState(NOT_MEASURED);
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // A pixel of slack: scroll positions are fractional on zoomed pages.
    const overflows = element.scrollWidth - element.clientWidth > 1;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((now) =>
      now.measured && now.overflows === overflows && now.atStart === atStart && now.atEnd === atEnd
        ? now
        : { overflows, atStart, atEnd, measured: true },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [ref, measure, content]);
  return edges;
}
