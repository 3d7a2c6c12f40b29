import { Download } from "lucide-react";
import { useId, useRef } from "react";
import { DownloadLink } from "@/components/admin/download-link";
import { buttonClass } from "@/components/ui/button";
import { failureToast } from "@/lib/toasts";
import { REDIRECTS_EXPORT_URL, useImportRedirects } from "../api/redirects";

/** A chosen file's text, read as UTF-8 (a byte order mark is left for the server to skip). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsText(file);
  });

/**
 * The rules as a CSV file for a spreadsheet, and back: the import adds the file's rules (replacing those from the
 * same old addresses) all or none, and a refused row is named by its line in the failure toast.
 */
export function CsvSection() {
  const importing = useImportRedirects();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch (error) {
      failureToast("Failed to import redirects", error);
      return;
    }
    // Emptied at once, so that choosing the same file again (after fixing it) imports it again.
    if (input.current) input.current.value = "";
    importing.mutate(text);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Import and export
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">
        A CSV file has one redirect a line, under the column names from_path, to_path, status_code and note. Importing
        adds every redirect of the file, or none if one of them cannot be made; a redirect from an old address that has
        one already replaces it.
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <DownloadLink href={REDIRECTS_EXPORT_URL} className={buttonClass("outline", "md", "self-start")}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </DownloadLink>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-900">
            Import CSV
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            disabled={importing.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void onFile(event.target.files?.[0])}
            className="block text-sm text-slate-900 file:mr-3 file:min-h-10 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:text-sm file:font-medium hover:file:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {importing.isPending ? "Importing…" : "The import starts as soon as you choose the file."}
          </p>
        </div>
      </div>
    </section>
  );
}
