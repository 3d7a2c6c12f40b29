import { Building2, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { ChooseFromLibrary } from "@/components/admin/media-picker";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api";
import { failureToast } from "@/lib/toasts";
import { useChooseCompanyLogo, useRemoveCompanyLogo, useUploadCompanyLogo } from "../api/upload-company-logo";
import { SettingsCard } from "./settings-card";

export function CompanyLogoCard({ logoUrl, companyName }: { logoUrl?: string; companyName: string }) {
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const choose = useChooseCompanyLogo();
  // The setting's key, as every Site Settings field's id is, so that a link can focus it (settings-links.ts).
  const inputId = "companyLogo";
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  const onUpload = () => {
    setError(undefined);
    if (!file) {
      failureToast("No file selected", "Please select a file to upload.");
      inputRef.current?.focus();
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (inputRef.current) inputRef.current.value = "";
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  // An image from the library is saved as the logo at once, as an upload is.
  const onPick = (url: string) => {
    setError(undefined);
    choose.mutate(url, { onError: (e) => setError(errorMessage(e)) });
  };

  // The button goes away with the logo, so focus moves to the file picker, where a new one is chosen.
  const onRemove = () => {
    setError(undefined);
    remove.mutate(undefined, { onSuccess: () => inputRef.current?.focus() });
  };

  return (
    <SettingsCard title="Company Logo" description="Shown beside the company name in the header and footer.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex h-24 w-40 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-slate-50 p-2">
          {logoUrl ? (
            <img src={logoUrl} alt={`${companyName} logo`} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="flex flex-col items-center text-xs text-slate-600">
              <Building2 aria-hidden="true" className="h-8 w-8 text-slate-400" />
              No logo yet
            </span>
          )}
        </div>
        <div className="grid flex-1 gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            Logo file
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50"
          />
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            Recommended: PNG or SVG format with transparent background
          </p>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              type="button"
              onClick={onUpload}
              pending={upload.isPending}
              pendingText="Uploading..."
              disabled={remove.isPending || choose.isPending}
            >
              Upload Logo
            </SubmitButton>
            {/* Not disabled while its own save runs: focus comes back to it when the picker closes. */}
            <ChooseFromLibrary onPick={(item) => onPick(item.url)} disabled={upload.isPending || remove.isPending} />
            {logoUrl && (
              <SubmitButton
                type="button"
                variant="outline"
                onClick={onRemove}
                pending={remove.isPending}
                pendingText="Removing..."
                disabled={upload.isPending || choose.isPending}
                icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
              >
                Remove logo
              </SubmitButton>
            )}
          </div>
        </div>
      </div>
    </SettingsCard>
  );
}
