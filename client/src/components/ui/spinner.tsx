import { Loader2 } from "lucide-react";

/** A loading indicator that screen readers announce by its label; it does not spin under reduced motion. */
export function Spinner({ label = "Loading", className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center p-6 ${className}`}>
      <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-blue-700 motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
