import { ImageIcon } from "lucide-react";
import { forwardRef, useId, type ChangeEvent } from "react";
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
  /** For optional images: clears the field. */
  onRemove?: () => void;
}

/** A labelled image picker with a preview; the caller uploads the file and fills its hidden URL field. */
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
    onRemove,
  },
  ref,
) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", uploading ? `${id}-status` : ""]
    .filter(Boolean)
    .join(" ");
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onSelect(file);
  };
  const shape = round ? "rounded-full" : "rounded-md";
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
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
          <input
            ref={ref}
            id={id}
            type="file"
            accept={accept}
            onChange={onChange}
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50"
          />
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
    </div>
  );
});
