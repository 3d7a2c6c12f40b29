import { Maximize2, Minimize2 } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useController, type Control } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FULL_WINDOW_ATTRIBUTE } from "@/components/ui/dialog";
import { Spinner16 } from "@/components/ui/spinner-inline";
import type { PageFormInput } from "../../api/page-form-schema";
import type { EditorHandle } from "./rich-text-editor";

// The editor and axe-core are large: they download when the page dialog first shows them, never with the admin
// area's first screen, and never on the public site.
const RichTextEditor = lazy(() => import("./rich-text-editor"));
const A11yCheckPanel = lazy(() => import("../a11y-check/a11y-check-panel"));
const RemovedMarkupNotice = lazy(() => import("./removed-markup-notice"));

const HINT =
  "Format with the toolbar or its keyboard shortcuts. The HTML button shows the source, where HTML tags may be used.";

// In the full window the editing area takes the height the window has, in either view.
const FULL_WINDOW_CLASS =
  "fixed inset-0 z-10 overflow-y-auto bg-white p-4 sm:p-6 [&_[role=textbox]]:max-h-none [&_[role=textbox]]:min-h-[calc(100dvh-16rem)] [&_textarea]:min-h-[calc(100dvh-16rem)]";

/**
 * 'Page Content': the rich-text editor with its label, hint and error, then what visitors will not get of it and the
 * accessibility check. "Full window" gives all of that the whole window, over the rest of the page dialog; the
 * button again, or Escape, puts it back in the dialog, which stays open, with focus where it was.
 */
export function PageContentField({ control }: { control: Control<PageFormInput> }) {
  const { field, fieldState } = useController({ control, name: "content" });
  const id = useId();
  const handle = useRef<EditorHandle>(null);
  const [fullWindow, setFullWindow] = useState(false);
  // The dialog leaves Escape to this part while it fills the window (see components/ui/dialog.tsx).
  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog opened from the toolbar (a link, an image) is elsewhere in the page: Escape there closes only that.
    const inside = event.target instanceof Node && event.currentTarget.contains(event.target);
    if (fullWindow && inside && event.key === "Escape") {
      event.stopPropagation();
      setFullWindow(false);
    }
  };
  const error = fieldState.error?.message;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");

  // Validation focuses the field through this: the editable region or the HTML source, whichever shows.
  const { ref } = field;
  useEffect(() => ref({ focus: () => handle.current?.focus() }), [ref]);

  return (
    // Escape is the keyboard's way out of the full window; the button is the other.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- listens for Escape from the fields inside
    <div
      className={fullWindow ? FULL_WINDOW_CLASS : undefined}
      onKeyDown={onKeyDown}
      {...(fullWindow ? { [FULL_WINDOW_ATTRIBUTE]: "" } : {})}
    >
      <div className={`grid gap-1.5 ${fullWindow ? "mx-auto max-w-5xl" : ""}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* A label cannot focus an editable region by itself; keyboard users reach the region by Tab. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the label focuses the editor as it would a field */}
          <label
            id={`${id}-label`}
            htmlFor={id}
            onClick={() => handle.current?.focus()}
            className="text-sm font-medium text-slate-900"
          >
            Page Content
          </label>
          <Button variant="outline" size="sm" aria-pressed={fullWindow} onClick={() => setFullWindow((on) => !on)}>
            {fullWindow ? (
              <Minimize2 aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Maximize2 aria-hidden="true" className="h-4 w-4" />
            )}
            Full window
          </Button>
        </div>
        <Suspense
          fallback={
            <p
              role="status"
              className="flex min-h-64 items-center justify-center gap-2 rounded-md border border-slate-300 text-sm text-slate-700"
            >
              <Spinner16 /> Loading the editor...
            </p>
          }
        >
          <RichTextEditor
            id={id}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            handleRef={handle}
          />
        </Suspense>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {HINT}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Suspense fallback={null}>
          <RemovedMarkupNotice html={field.value ?? ""} />
        </Suspense>
        <Suspense fallback={null}>
          <A11yCheckPanel html={field.value ?? ""} onShow={(location) => handle.current?.show(location)} />
        </Suspense>
      </div>
    </div>
  );
}
