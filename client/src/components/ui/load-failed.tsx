/**
 * What a public screen shows when its data could not be loaded: an alert that says so ('The questions could not be
 * loaded.') with a button that asks for it again. Plain markup, so the public pages that show it carry little.
 */
export function LoadFailed({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <p
      role="alert"
      className={`${className ? `${className} ` : ""}rounded-md border border-red-300 bg-red-50 p-4 text-red-800`}
    >
      {what} could not be loaded.{" "}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
