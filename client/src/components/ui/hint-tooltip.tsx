import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip-timing";

const GAP_PX = 6;
const EDGE_PX = 8;
/** How long the pointer may take to cross from the control onto its label before the label closes. */
const CROSSING_MS = 150;
/** Until it is placed (before the first paint), the label is measured out of sight. */
const HIDDEN = { left: 0, top: 0, visibility: "hidden" } as const;

// One label shows at a time on the page; the skip delay runs from the last one that closed.
let closeShown: (() => void) | undefined;
let lastClosedAt = Number.NEGATIVE_INFINITY;
/** Whether a label shows now or closed a moment ago: the next one then shows without the delay. */
const justShown = () => closeShown !== undefined || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;

/** Keyboard focus shows a focus ring; focus that follows a click does not. */
function isFocusVisible(element: Element) {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // an engine that does not know :focus-visible: treat every focus as visible
  }
}

/** What the control spreads onto itself: its ref and the events that open and close the label. */
export interface HintTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerMove(event: PointerEvent): void;
  onPointerLeave(): void;
  onPointerDown(): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(): void;
}

/**
 * A short label above an icon-only button, which carries the same text as its accessible name (so the label is
 * not announced a second time). Like the admin area's Radix tooltips, with the same timing, but small enough for
 * public pages: it shows when the pointer rests on the control, at once on keyboard focus, and closes on Escape,
 * blur, a click, or when the pointer leaves (it may move onto the label). It stays inside the window.
 */
export function HintTooltip({
  content,
  children,
}: {
  content: string;
  children: (props: HintTriggerProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const label = useRef<HTMLDivElement>(null);
  const arrow = useRef<SVGSVGElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressed = useRef(false);
  // One pair for the component's life, so that the page-wide `closeShown` can tell whose label is showing.
  const [{ show, close }] = useState(() => {
    const close = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      setOpen((wasOpen) => {
        if (wasOpen) lastClosedAt = Date.now();
        return false;
      });
      if (closeShown === close) closeShown = undefined;
    };
    const show = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (closeShown !== close) closeShown?.();
      closeShown = close;
      setOpen(true);
    };
    return { show, close };
  });
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  useEffect(() => close, [close]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);
  // Placed above the control (below it when there is no room), moved sideways to stay inside the window, and
  // kept there while the page scrolls. Written straight to the element before it is painted.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!trigger.current || !label.current || !arrow.current) return;
      const anchor = trigger.current.getBoundingClientRect();
      const { width, height } = label.current.getBoundingClientRect();
      const below = anchor.top - GAP_PX - height < EDGE_PX;
      const center = anchor.left + anchor.width / 2;
      const left = Math.max(EDGE_PX, Math.min(center - width / 2, window.innerWidth - EDGE_PX - width));
      Object.assign(label.current.style, {
        left: `${left}px`,
        top: `${below ? anchor.bottom + GAP_PX : anchor.top - GAP_PX - height}px`,
        visibility: "visible",
      });
      Object.assign(arrow.current.style, {
        left: `${center - left - 5}px`,
        top: below ? "" : "100%",
        bottom: below ? "100%" : "",
        transform: below ? "rotate(180deg)" : "",
      });
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [open]);

  const triggerProps: HintTriggerProps = {
    ref: trigger,
    onPointerMove: (event) => {
      if (event.pointerType === "touch") return;
      if (open) return cancel(); // back on the control before the label closed
      if (timer.current !== undefined) return;
      if (justShown()) return show();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        show();
      }, TOOLTIP_DELAY_MS);
    },
    onPointerLeave: () => {
      cancel();
      if (open) timer.current = setTimeout(close, CROSSING_MS);
    },
    onPointerDown: () => {
      pressed.current = true;
      document.addEventListener("pointerup", () => (pressed.current = false), { once: true });
      close();
    },
    onFocus: (event) => {
      if (!pressed.current && isFocusVisible(event.currentTarget)) show();
    },
    onBlur: close,
  };

  return (
    <>
      {children(triggerProps)}
      {open &&
        createPortal(
          <div
            ref={label}
            role="tooltip"
            onPointerEnter={cancel}
            onPointerLeave={close}
            style={HIDDEN}
            className="fixed z-[150] max-w-[min(20rem,calc(100vw-1rem))] rounded-md bg-slate-900 px-2.5 py-1.5 text-sm leading-snug text-white shadow-md"
          >
            {content}
            <svg
              ref={arrow}
              aria-hidden="true"
              width={10}
              height={5}
              viewBox="0 0 30 10"
              preserveAspectRatio="none"
              className="absolute fill-slate-900"
            >
              <polygon points="0,0 30,0 15,10" />
            </svg>
          </div>,
          document.body,
        )}
    </>
  );
}
