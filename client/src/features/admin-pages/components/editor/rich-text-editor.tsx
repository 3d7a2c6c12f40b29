import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from "react";
import type { ProblemLocation } from "../a11y-check/content-checks";
import { EditorToolbar } from "./editor-toolbar";
import { pageEditorExtensions, unsupportedMarkup, type EditorActions } from "./extensions";
import { ImageDialog } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import { openingTagAt, withoutTrailingEmptyParagraphs } from "./source-html";

/** What the field around the editor can ask of it. */
export interface EditorHandle {
  focus: () => void;
  /** Moves focus to the element at `location` and selects it, in whichever view is showing. */
  show: (location: ProblemLocation | null) => void;
}

export interface RichTextEditorProps {
  /** The id of the editable region (or the HTML textarea), which the field's label names. */
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  handleRef: Ref<EditorHandle>;
}

const editableClass =
  "content-prose [&>:first-child]:mt-0 min-h-64 max-h-[28rem] overflow-y-auto px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700";

/**
 * The page content editor: a visual view that writes clean semantic HTML, and an HTML view for the source. The
 * stored HTML changes only when someone edits it: opening a page leaves its content exactly as it was. Content the
 * visual view cannot hold (a table, say) opens in the HTML view, with a note saying what visual editing would drop.
 */
export default function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  onBlur,
  handleRef,
}: RichTextEditorProps) {
  const [htmlView, setHtmlView] = useState(() => unsupportedMarkup(value).length > 0);
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const latest = useRef({ value, htmlView, onChange });
  useLayoutEffect(() => {
    latest.current = { value, htmlView, onChange };
  });

  const toggleHtml = () => {
    const next = !latest.current.htmlView;
    // Back to the visual view: it shows the source as edited. Nothing is written until the next visual edit.
    if (!next) editor?.commands.setContent(latest.current.value, { emitUpdate: false });
    setHtmlView(next);
    setTimeout(() => (next ? textarea.current?.focus() : editor?.commands.focus()), 0);
  };
  const actions: EditorActions = {
    openLink: () => setDialog("link"),
    openImage: () => setDialog("image"),
    toggleHtml,
  };
  const actionsRef = useRef(actions);
  useLayoutEffect(() => {
    actionsRef.current = actions;
  });

  const attributes = (): Record<string, string> => ({
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: editableClass,
  });

  const editor = useEditor({
    // The extensions call this on a key press, never while rendering.
    // eslint-disable-next-line react-hooks/refs -- read only from keyboard shortcuts, after render
    extensions: pageEditorExtensions(() => actionsRef.current),
    content: htmlView ? "" : value,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: current }) =>
      latest.current.onChange(current.isEmpty ? "" : withoutTrailingEmptyParagraphs(current.getHTML())),
    onBlur,
  });

  // Label, description and validity follow the field (the editable region is ProseMirror's, not React's).
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes() } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() reads exactly these values
  }, [editor, id, labelId, describedBy, invalid]);

  useImperativeHandle(handleRef, () => ({
    focus: () => (latest.current.htmlView ? textarea.current?.focus() : editor?.commands.focus()),
    show: (location) =>
      latest.current.htmlView ? showInSource(textarea.current, location) : showInEditor(editor, location),
  }));

  if (!editor) return null;
  return (
    <div className={`rounded-md border bg-white ${invalid ? "border-red-700" : "border-slate-400"}`}>
      <EditorToolbar editor={editor} actions={actions} htmlView={htmlView} controls={id} />
      {htmlView && <UnsupportedNote html={value} />}
      {htmlView ? (
        <textarea
          ref={textarea}
          id={id}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          rows={14}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && event.altKey && event.key.toLowerCase() === "h") {
              event.preventDefault();
              toggleHtml();
            }
          }}
          className="block w-full rounded-b-md px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <LinkDialog editor={editor} open={dialog === "link"} onOpenChange={(open) => setDialog(open ? "link" : null)} />
      <ImageDialog
        editor={editor}
        open={dialog === "image"}
        onOpenChange={(open) => setDialog(open ? "image" : null)}
      />
    </div>
  );
}

/** Says which markup the visual view would drop, so switching to it is an informed choice. */
function UnsupportedNote({ html }: { html: string }) {
  const markup = unsupportedMarkup(html);
  if (!markup.length) return null;
  const names = markup.join(", ");
  return (
    <p className="border-b border-slate-300 bg-amber-50 px-3 py-2 text-sm text-slate-800">
      This content uses markup the visual editor cannot keep ({names}). Edit it here; an edit in the visual view would
      remove that markup.
    </p>
  );
}

function showInEditor(editor: Editor | null, location: ProblemLocation | null) {
  if (!editor) return;
  const element = location ? editor.view.dom.querySelectorAll(location.tag)[location.index] : null;
  if (!element) return void editor.commands.focus();
  const position = editor.view.posAtDOM(element, 0);
  // An image is one node: select it whole. Elsewhere put the cursor at the start of the element's text.
  if (location?.tag === "img") editor.chain().focus().setNodeSelection(Math.max(0, position)).scrollIntoView().run();
  else editor.chain().focus().setTextSelection(position).scrollIntoView().run();
}

/** In the source: selects the opening tag of the nth element with that tag name. */
function showInSource(textarea: HTMLTextAreaElement | null, location: ProblemLocation | null) {
  if (!textarea) return;
  textarea.focus();
  if (!location) return;
  const found = openingTagAt(textarea.value, location.tag, location.index);
  if (found) textarea.setSelectionRange(found.start, found.end);
}
