import { getMarkRange, type Editor } from "@tiptap/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";

/**
 * The address as a link can use it: site paths (/about), anchors, mailto: and tel: as written, http(s) addresses
 * as written, and a bare domain (example.com/x) as https. Null for anything else, javascript: included.
 */
export function normalizeHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^(\/(?!\/)|#)/.test(value)) return value;
  if (/^(mailto|tel):\S+$/i.test(value)) return value;
  const candidate = /^https?:\/\//i.test(value) ? value : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value) ? `https://${value}` : null;
  if (!candidate) return null;
  try {
    new URL(candidate);
    return candidate;
  } catch {
    return null;
  }
}

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds, changes or removes the link at the cursor. Without selected text it also asks for the link's words. */
export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editor.isActive("link") ? "Edit link" : "Add link"}>
      {open && <LinkForm editor={editor} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

/** The range the link will cover: the whole link at the cursor, else the selection; and the words in it. */
function linkRange(editor: Editor) {
  const { state } = editor;
  const { from, to } = state.selection;
  const link = editor.isActive("link") ? getMarkRange(state.doc.resolve(from), state.schema.marks.link!) : undefined;
  const range = link ?? { from, to };
  return { ...range, text: state.doc.textBetween(range.from, range.to, " ") };
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const existing = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [range] = useState(() => linkRange(editor));
  const [href, setHref] = useState(existing);
  const [text, setText] = useState(range.text);
  const [errors, setErrors] = useState<{ href?: string; text?: string }>({});

  const finish = () => {
    onDone();
    // After the dialog has handed focus back to what opened it, continue writing after the link.
    setTimeout(() => editor.commands.focus(), 0);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered in a portal, but React still bubbles its submit to the page form around the editor.
    event.stopPropagation();
    const address = normalizeHref(href);
    const words = text.replace(/\s+/g, " ").trim();
    const next = {
      href: address ? undefined : "Enter a web address (https://...), a path on this site (/about), or mailto:",
      text: words ? undefined : "Enter the words the link shows",
    };
    setErrors(next);
    if (!address || !words) return;
    const linked = { type: "text", text: words, marks: [{ type: "link", attrs: { href: address } }] };
    editor
      .chain()
      .insertContentAt({ from: range.from, to: range.to }, linked)
      .setTextSelection(range.from + words.length)
      .unsetMark("link")
      .run();
    finish();
  };

  const remove = () => {
    editor.chain().setTextSelection({ from: range.from, to: range.to }).unsetLink().run();
    finish();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Link address"
        placeholder="https://example.com or /about"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        error={errors.href}
        autoFocus
      />
      <TextField
        label="Link text"
        hint="Words that say where the link goes, not 'click here'."
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.text}
      />
      <DialogFooter>
        {existing && (
          <Button variant="outline" onClick={remove} className="sm:mr-auto">
            Remove link
          </Button>
        )}
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">{existing ? "Update link" : "Add link"}</Button>
      </DialogFooter>
    </form>
  );
}
