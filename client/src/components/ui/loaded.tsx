import type { ReactNode } from "react";
import { Spinner } from "./spinner";

interface LoadedProps {
  query: { isLoading: boolean; isError: boolean };
  /** What the spinner announces while the data loads: "Loading your sessions". */
  loading: string;
  /** What could not be loaded, as the start of a sentence: "Your sessions". */
  what: string;
  /** The content, drawn once the data is there. */
  children: () => ReactNode;
}

/**
 * The three states of an admin section that loads its own data: a spinner screen readers announce, an alert that
 * says what failed and what to do, then the content.
 */
export function Loaded({ query, loading, what, children }: LoadedProps) {
  if (query.isLoading) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {what} could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return children();
}
