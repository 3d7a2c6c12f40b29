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
  const candidate = /^https?:\/\//i.test(value)
    ? value
    : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)
      ? `https://${value}`
      : null;
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

/**
 * Adds, changes or removes the link at the cursor, and sets the words it shows. However it was opened (Ctrl+K in
 * the text or the toolbar's button), focus goes back to the text when it closes, with the cursor after the link,
 * so that typing on writes there.
 */
export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  const [target, setTarget] = useState<LinkTarget | null>(null);
  // Read once per opening: the selection does not change while the dialog is up.
  if (open && !target) setTarget(linkTarget(editor));
  if (!open && target) setTarget(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={target?.href ? "Edit link" : "Add link"}
      returnFocusTo={() => editor.commands.focus()}
    >
      {open && target && <LinkForm editor={editor} target={target} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

interface LinkTarget {
  from: number;
  to: number;
  text: string;
  /** The address of the link already there; empty for a new link. */
  href: string;
}

/** What the dialog works on: the whole link at (or just before) the cursor, else the selection. */
function linkTarget(editor: Editor): LinkTarget {
  const { state } = editor;
  const { from, to } = state.selection;
  const type = state.schema.marks.link!;
  const range = getMarkRange(state.doc.resolve(from), type);
  if (range) {
    const mark = state.doc.resolve(range.from).nodeAfter?.marks.find((candidate) => candidate.type === type);
    return { ...range, text: state.doc.textBetween(range.from, range.to, " "), href: String(mark?.attrs.href ?? "") };
  }
  return { from, to, text: state.doc.textBetween(from, to, " "), href: "" };
}

function LinkForm({ editor, target, onDone }: { editor: Editor; target: LinkTarget; onDone: () => void }) {
  const existing = target.href;
  const range = target;
  const [href, setHref] = useState(existing);
  const [text, setText] = useState(range.text);
  const [errors, setErrors] = useState<{ href?: string; text?: string }>({});

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
    onDone();
  };

  const remove = () => {
    editor.chain().setTextSelection({ from: range.from, to: range.to }).unsetLink().run();
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Link address"
        placeholder="https://example.com or /about"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        error={errors.href}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type an address, so it starts there
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
