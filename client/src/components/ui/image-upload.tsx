import { ImageIcon, Upload } from "lucide-react";
import { forwardRef, useId, type ChangeEvent } from "react";
import { ChooseFromLibrary } from "@/components/admin/media-picker";
import type { MediaSummary } from "@shared/schema";
import { buttonClass } from "./button";
import { ResponsiveImage } from "./responsive-image";
import { Spinner16 } from "./spinner-inline";

/** What a photo picker offers: the raster types the server accepts. */
export const IMAGE_TYPES = "image/jpeg,image/png,image/gif,image/webp";
/** What a logo picker offers: SVG too, since logos are often drawn as one. */
export const LOGO_TYPES = `${IMAGE_TYPES},image/svg+xml`;

export interface ImageUploadProps {
  label: string;
  hint?: string;
  accept?: string;
  /** The current image address (the form's hidden URL field). */
  previewUrl?: string | null;
  /** The preview's alt text: the person's or client's name. */
  previewAlt: string;
  round?: boolean;
  uploading?: boolean;
  error?: string;
  onSelect: (file: File) => void;
  /** Offers "Choose from library" beside "Upload new", and is given the image picked there. */
  onPick?: (item: MediaSummary) => void;
  /** For optional images: clears the field. */
  onRemove?: () => void;
}

/**
 * A labelled image field with a preview: "Upload new" (a file from this computer) and, when `onPick` is given,
 * "Choose from library". The caller uploads the file, or takes the picked image's address, and fills its hidden URL
 * field. The file input itself is the keyboard's stop (named "Upload new" and the field's label); only its look is
 * the button drawn by its label.
 */
export const ImageUpload = forwardRef<HTMLInputElement, ImageUploadProps>(function ImageUpload(
  {
    label,
    hint,
    accept = IMAGE_TYPES,
    previewUrl,
    previewAlt,
    round = false,
    uploading = false,
    error,
    onSelect,
    onPick,
    onRemove,
  },
  ref,
) {
  const id = useId();
  const labelId = `${id}-label`;
  const uploadLabelId = `${id}-upload`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", uploading ? `${id}-status` : ""]
    .filter(Boolean)
    .join(" ");
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onSelect(file);
  };
  const shape = round ? "rounded-full" : "rounded-md";
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend id={labelId} className="mb-1.5 text-sm font-medium text-slate-900">
        {label}
      </legend>
      <div className="flex items-center gap-4">
        <div
          className={`flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden border border-slate-300 bg-slate-50 ${shape}`}
        >
          {previewUrl ? (
            <ResponsiveImage
              src={previewUrl}
              alt={previewAlt}
              sizes="80px"
              className="h-full w-full object-contain"
              eager
            />
          ) : (
            <ImageIcon aria-hidden="true" className="h-8 w-8 text-slate-400" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={ref}
              id={id}
              type="file"
              accept={accept}
              onChange={onChange}
              disabled={uploading}
              aria-labelledby={`${uploadLabelId} ${labelId}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              className="peer sr-only"
            />
            <label
              id={uploadLabelId}
              htmlFor={id}
              className={buttonClass(
                "outline",
                "md",
                "cursor-pointer peer-focus:outline-2 peer-focus:outline-offset-2 peer-focus:outline-blue-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
              )}
            >
              <Upload aria-hidden="true" className="h-4 w-4" />
              Upload new
            </label>
            {onPick && <ChooseFromLibrary onPick={onPick} disabled={uploading} />}
          </div>
          {uploading && (
            <p id={`${id}-status`} role="status" className="flex items-center gap-2 text-xs text-slate-700">
              <Spinner16 /> Uploading...
            </p>
          )}
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-slate-600">
              {hint}
            </p>
          )}
          {onRemove && previewUrl && (
            <button
              type="button"
              onClick={onRemove}
              className="justify-self-start text-xs font-medium text-red-700 underline underline-offset-2"
            >
              Remove {label.replace(/\s*\(Optional\)$/, "").toLowerCase()}
            </button>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
});
