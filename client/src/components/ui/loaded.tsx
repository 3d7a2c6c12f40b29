import type { ReactNode } from "react";
import { Spinner } from "./spinner";

type LoadedProps = {
  /** The query's state; `error` is what `failed` is given. */
  query: { isLoading: boolean; isError: boolean; error?: unknown };
  /** What the spinner announces while the data loads: "Loading your sessions". */
  loading: string;
  /** The content, drawn once the data is there. */
  children: () => ReactNode;
} & (
  | {
      /** What could not be loaded, as the start of a sentence: "Your sessions". */
      what: string;
      failed?: never;
    }
  | {
      what?: never;
      /** What to draw in place of the alert when the data could not be loaded, given the query's error. */
      failed: (error: unknown) => ReactNode;
    }
);

/**
 * The three states of an admin section that loads its own data: a spinner screen readers announce, an alert that
 * says what failed and what to do (or the caller's own `failed` content), then the content.
 */
export function Loaded({ query, loading, what, failed, children }: LoadedProps) {
  if (query.isLoading) return <Spinner label={loading} />;
  if (query.isError) {
    if (failed) return failed(query.error);
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {what} could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return children();
}
