import type { Editor } from "@tiptap/react";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { ChooseFromLibrary } from "@/components/admin/media-picker";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { imageUrlSchema, type MediaSummary } from "@shared/schema";
import { useUploadPageImage } from "../../api/upload-page-image";

interface ImageDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Inserts an image: uploaded from this computer, chosen from the media library (its alt text comes with it, and may
 * be changed for this page), or an address of one already uploaded. Alt text is required unless the image is marked
 * decorative, which writes alt="" so screen readers pass over it.
 */
export function ImageDialog({ editor, open, onOpenChange }: ImageDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Insert image"
      description="Choose an image and say what it shows."
      returnFocusTo={() => editor.commands.focus()}
    >
      {open && <ImageForm editor={editor} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

interface Errors {
  src?: string;
  alt?: string;
}

function ImageForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const upload = useUploadPageImage();
  const fileId = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [picked, setPicked] = useState<MediaSummary | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file, { onSuccess: (url) => setSrc(url) });
  };

  // The library's words come with its image: its alt text, or its "decorative".
  const onPick = (item: MediaSummary) => {
    setPicked(item);
    setSrc(item.url);
    setAlt(item.altText ?? "");
    setDecorative(item.decorative);
    setErrors({});
  };
  const fromLibrary = picked !== null && picked.url === src.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered in a portal, but React still bubbles its submit to the page form around the editor.
    event.stopPropagation();
    const address = imageUrlSchema.safeParse(src);
    const next: Errors = {
      src: !src.trim()
        ? "Upload an image or enter its address"
        : address.success
          ? undefined
          : address.error.issues[0]?.message,
      alt: !decorative && !alt.trim() ? "Describe the image, or mark it as decorative" : undefined,
    };
    setErrors(next);
    if (next.src || next.alt || !address.success) return;
    // The cursor goes to a new paragraph after the image, so that typing on does not replace it.
    editor
      .chain()
      .setImage({ src: address.data, alt: decorative ? "" : alt.trim() })
      .createParagraphNear()
      .run();
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-slate-900">
          Upload an image
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-describedby={`${fileId}-hint`}
          onChange={onFile}
          className="text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2"
        />
        <p id={`${fileId}-hint`} className="text-xs text-slate-600">
          JPEG, PNG, GIF or WebP, up to 5 MB (a larger photo is scaled down first). Its address fills in below.
        </p>
        {upload.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner16 /> Uploading...
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ChooseFromLibrary onPick={onPick} />
        {fromLibrary && <p className="text-sm text-slate-700">From the library: {picked.name}</p>}
      </div>
      <TextField
        label="Image address"
        hint="An uploaded image (/uploads/...) or an https address."
        value={src}
        onChange={(event) => setSrc(event.target.value)}
        error={errors.src}
      />
      <TextField
        label="Alt text"
        hint={
          fromLibrary
            ? "The library's alt text for this image. Change it only if this page needs other words."
            : "What the image shows or means, for people who cannot see it."
        }
        value={decorative ? "" : alt}
        onChange={(event) => setAlt(event.target.value)}
        disabled={decorative}
        error={errors.alt}
      />
      <CheckboxField
        label="Decorative image"
        hint="It adds nothing a reader would miss; screen readers skip it."
        checked={decorative}
        onChange={(event) => setDecorative(event.target.checked)}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          Insert image
        </Button>
      </DialogFooter>
    </form>
  );
}
