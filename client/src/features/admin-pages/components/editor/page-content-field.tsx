import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { useController, type Control } from "react-hook-form";
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

/**
 * 'Page Content': the rich-text editor with its label, hint and error, then what visitors will not get of it and the
 * accessibility check.
 */
export function PageContentField({ control }: { control: Control<PageFormInput> }) {
  const { field, fieldState } = useController({ control, name: "content" });
  const id = useId();
  const handle = useRef<EditorHandle>(null);
  const error = fieldState.error?.message;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");

  // Validation focuses the field through this: the editable region or the HTML source, whichever shows.
  const { ref } = field;
  useEffect(() => ref({ focus: () => handle.current?.focus() }), [ref]);

  return (
    <div className="grid gap-1.5">
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
  );
}
