import type { LucideIcon } from "lucide-react";
import { useId, type ChangeEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { MEDIA_TYPES } from "./media-facts";

interface MediaFileInputProps {
  /** The button's words, which name the file input: "Upload image", "Replace file". */
  label: string;
  icon: LucideIcon;
  variant?: "primary" | "outline";
  busy: boolean;
  /** What is under way, said while busy: "Uploading...". */
  busyText: string;
  /** What the last file did, said once it is done: "Uploaded “logo.png”". */
  doneText?: string;
  /** The refusal to show under the button (the server's message). */
  error?: string;
  onSelect: (file: File) => void;
}

/**
 * A file input that looks like a button: the input itself takes the focus (its outline drawn on the button) and
 * is named by the button's words. While the file is on its way the status says so; a refused file's message is
 * announced under it.
 */
export function MediaFileInput({
  label,
  icon: Icon,
  variant = "primary",
  busy,
  busyText,
  doneText,
  error,
  onSelect,
}: MediaFileInputProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that picking the same file again (after fixing it) is a change too.
    event.target.value = "";
    // Not disabled while busy (the focus would drop to the page): a second file waits for the first instead.
    if (file && !busy) onSelect(file);
  };
  return (
    <div className="grid gap-1.5">
      <label
        htmlFor={id}
        className={buttonClass(
          variant,
          "md",
          "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700",
        )}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
        <input
          id={id}
          type="file"
          accept={MEDIA_TYPES}
          className="sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={onChange}
        />
      </label>
      <div role="status" className="text-xs text-slate-700">
        {busy ? (
          <span className="flex items-center gap-2">
            <Spinner16 /> {busyText}
          </span>
        ) : (
          !error && doneText
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="max-w-sm text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
