import { Slot, type SlotProps } from "@radix-ui/react-slot";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { createContext, forwardRef, useContext, type FocusEvent, type ReactElement, type ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip-timing";

export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS };

const Provided = createContext(false);

/**
 * Shares the tooltip timing across a subtree (the admin area, a dialog), so the skip delay works from one control
 * to the next. Only the admin area, sign-in and toasts render it: public pages use the small hint-tooltip.tsx, so
 * visitors never download Radix's positioning code.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <Provided.Provider value={true}>{children}</Provided.Provider>
    </TooltipPrimitive.Provider>
  );
}

/** Keyboard focus shows a focus ring; focus handed back by a dialog after a mouse click does not. */
function isFocusVisible(element: Element) {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // an engine that does not know :focus-visible: treat every focus as visible
  }
}

/**
 * Sits between Radix's trigger and the control. It passes Radix's handlers and ref on to the control, but not
 * aria-describedby: the tooltip repeats the control's accessible name, so announcing it as a description as well
 * would make screen readers say it twice. The control's own description (drag instructions) is kept.
 */
const TriggerWithoutDescription = forwardRef<HTMLElement, SlotProps>(function TriggerWithoutDescription(
  { "aria-describedby": _tooltipId, onFocus, ...props },
  ref,
) {
  return (
    <Slot
      ref={ref}
      {...props}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        if (isFocusVisible(event.currentTarget)) onFocus?.(event);
      }}
    />
  );
});

interface TooltipProps {
  /** The text shown. The control must carry it (or more) as its own accessible name, e.g. in aria-label. */
  content: string;
  /** One focusable element (a button or a link). */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
}

/**
 * A short label for an icon-only control: shown when the pointer rests on it, at once on keyboard focus, and closed
 * by Escape, by moving away, by blur or by a click. The pointer can move onto the label without closing it, and it
 * moves inside the window rather than being cut off at an edge.
 */
export function Tooltip({ content, children, side = "top" }: TooltipProps) {
  const provided = useContext(Provided);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>
        <TriggerWithoutDescription>{children}</TriggerWithoutDescription>
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-[150] max-w-[min(20rem,calc(100vw-1rem))] rounded-md bg-slate-900 px-2.5 py-1.5 text-sm leading-snug text-white shadow-md"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900" width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  // A control rendered outside any provider (a toast, a lone dialog) still gets the same timing.
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
