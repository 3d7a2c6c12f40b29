import { Loader2 } from "lucide-react";

/** A small spinner inside a button; the button's own text says what is happening. */
export function Spinner16({ className = "" }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={`h-4 w-4 animate-spin motion-reduce:animate-none ${className}`} />;
}
