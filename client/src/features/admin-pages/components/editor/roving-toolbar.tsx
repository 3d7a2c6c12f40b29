import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * A toolbar that is one stop in the Tab order: arrow keys move between its buttons (wrapping around), Home and End
 * go to the first and last, and Tab leaves it from whichever button was last used. It manages the tabIndex of the
 * buttons inside it, so they need none of their own.
 */
export function RovingToolbar({
  label,
  controls,
  children,
}: {
  label: string;
  controls?: string;
  children: ReactNode;
}) {
  const [active, setActive] = useState(0);
  const ref = useRef<HTMLDivElement>(null);

  const buttons = () => [...(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];

  // After every render, so buttons that appear later (or change) still get exactly one Tab stop.
  useLayoutEffect(() => {
    const list = buttons();
    const current = Math.min(active, list.length - 1);
    list.forEach((button, index) => (button.tabIndex = index === current ? 0 : -1));
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = buttons();
    const current = list.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const targets: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: list.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + list.length) % list.length;
    setActive(next);
    list[next]?.focus();
  };

  // A click on a button, or focus coming back to one, makes it the one Tab returns to.
  const onFocus = () => {
    const current = buttons().indexOf(document.activeElement as HTMLButtonElement);
    if (current >= 0) setActive(current);
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className="flex flex-wrap items-center gap-1 rounded-t-md border-b border-slate-300 bg-slate-50 p-1"
    >
      {children}
    </div>
  );
}
