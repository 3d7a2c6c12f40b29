import { forwardRef, useEffect, useRef, useState, type MouseEvent } from "react";

export interface ErrorSummaryItem {
  /** The id of the control the message is about; its link leads there. */
  id: string;
  message: string;
}

interface ErrorSummaryProps {
  /** The id of its heading, which names it. */
  titleId: string;
  items: ErrorSummaryItem[];
}

/** Focuses and scrolls to the control a summary link names, instead of only jumping to it. */
const goTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  const target = document.getElementById(id);
  target?.focus();
  target?.scrollIntoView({ block: "center" });
};

/**
 * "There is a problem": every mistake of a submitted form, each a link to its field. It takes focus (see
 * useErrorSummary), so a screen reader hears every problem first.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { titleId, items },
  ref,
) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-red-700 bg-red-50 p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <h3 id={titleId} className="text-lg font-semibold text-red-800">
        There is a problem
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map(({ id, message }) => (
          <li key={id}>
            <a href={`#${id}`} onClick={goTo(id)} className="font-medium text-red-800 underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/**
 * When an error summary shows, and its focus: `reveal()` after each submit that found mistakes shows the summary
 * and moves focus to it at the first render that shows it, since the form library publishes the errors a moment
 * after it reports the failed submit.
 */
export function useErrorSummary() {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || !ref.current) return;
    focusPending.current = false;
    ref.current.focus();
  });
  const reveal = () => {
    focusPending.current = true;
    setShown(true);
  };
  return { ref, shown, reveal };
}
