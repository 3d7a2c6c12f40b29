import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Copy, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/empty-state";
import { FormTextField } from "@/components/ui/form-text-field";
import { Loaded } from "@/components/ui/loaded";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { formatDateTime } from "@/lib/format";
import { mediaItemQuery, useMediaItem, useReplaceMedia, useUpdateMedia } from "@/lib/media-api";
import { parseSizedImage } from "@shared/image-variants";
import { looksLikeFileName, type MediaDetail, type MediaSummary } from "@shared/schema";
import { DeleteMediaDialog } from "./delete-media-dialog";
import { FocalPointPicker } from "./focal-point-picker";
import { dimensionsOf, kindOf, placesOf, sizeOf, uploaderOf } from "./media-facts";
import { MediaFileInput } from "./media-file-input";
import { MediaUsageList } from "./media-usages";
import { useMediaFile } from "./use-media-file";

export const ALT_REQUIRED = "Alt text is required unless the image is decorative";

/** The words of an image as the form edits them (empty text for none) and its focal point. */
const detailsSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
    altText: z.string().trim().max(300, "Alt text must be at most 300 characters"),
    decorative: z.boolean(),
    caption: z.string().trim().max(500, "Caption must be at most 500 characters"),
    credit: z.string().trim().max(200, "Credit must be at most 200 characters"),
    focalX: z.number(),
    focalY: z.number(),
  })
  .superRefine((values, context) => {
    if (!values.decorative && !values.altText)
      context.addIssue({ code: "custom", path: ["altText"], message: ALT_REQUIRED });
  });
type DetailsValues = z.infer<typeof detailsSchema>;

const formValues = (item: MediaDetail): DetailsValues => ({
  name: item.name,
  altText: item.altText ?? "",
  decorative: item.decorative,
  caption: item.caption ?? "",
  credit: item.credit ?? "",
  focalX: item.focalX,
  focalY: item.focalY,
});

/** The moment a save compares with, as the server wrote it. */
const stamp = (updatedAt: Date | string) => (typeof updatedAt === "string" ? updatedAt : updatedAt.toISOString());

/** A copy big enough to read and to aim at (640 pixels wide or more), rather than the original. */
const previewOf = (url: string) => parseSizedImage(url)?.webp.find((c) => c.width >= 640)?.url ?? url;

interface MediaDetailsDialogProps {
  /** The image to show; none: the dialog is closed. */
  id: number | null;
  /** Its name from the list, for the title until the details arrive. */
  name?: string;
  onClose: () => void;
}

/** One image: its words, its focal point, where it is used, a new file behind it, and deleting it. */
export function MediaDetailsDialog({ id, name, onClose }: MediaDetailsDialogProps) {
  const query = useMediaItem(id);
  const item = query.data?.id === id ? query.data : undefined;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.name ?? name ?? "Image details"}
      widthClass="max-w-4xl"
    >
      <Loaded
        query={{ isLoading: query.isLoading, isError: query.isError && !item, error: query.error }}
        loading="Loading the image"
        failed={(failure) => <ErrorState>The image could not be opened: {errorMessage(failure)}</ErrorState>}
      >
        {() => item && <MediaDetails key={item.id} item={item} onDeleted={onClose} />}
      </Loaded>
    </Dialog>
  );
}

function MediaDetails({ item, onDeleted }: { item: MediaDetail; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const update = useUpdateMedia();
  // The entry's updatedAt as this form last knew it: a save sends it, and the server refuses a stale one.
  const [loadedAt, setLoadedAt] = useState(() => stamp(item.updatedAt));
  const [saveError, setSaveError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const form = useForm<DetailsValues>({ resolver: zodResolver(detailsSchema), defaultValues: formValues(item) });
  const [focalX, focalY, altText] = useWatch({ control: form.control, name: ["focalX", "focalY", "altText"] });

  const replace = useMediaFile(useReplaceMedia(), {
    toInput: (file: File) => ({ id: item.id, file }),
    onDone: (replaced: MediaSummary) => {
      // The new file at once; the details are asked for again with the rest.
      queryClient.setQueryData(mediaItemQuery(item.id).queryKey, (old) => old && { ...old, ...replaced });
      setLoadedAt(stamp(replaced.updatedAt));
    },
  });

  const save = form.handleSubmit((values) => {
    setSaveError(undefined);
    update.mutate(
      {
        id: item.id,
        name: values.name,
        altText: values.altText || null,
        decorative: values.decorative,
        caption: values.caption || null,
        credit: values.credit || null,
        focalX: values.focalX,
        focalY: values.focalY,
        expectedUpdatedAt: loadedAt,
      },
      {
        onSuccess: (saved) => {
          setLoadedAt(stamp(saved.updatedAt));
          form.reset(values);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form)) setSaveError(errorMessage(error));
        },
      },
    );
  });

  const inUse = item.usages.length;
  return (
    <>
      <form onSubmit={save} noValidate className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="media-focal-heading" className="grid content-start gap-4">
          <h3 id="media-focal-heading" className="text-base font-semibold text-slate-900">
            Focal point
          </h3>
          <FocalPointPicker
            src={previewOf(item.url)}
            alt={item.decorative ? "" : (item.altText ?? "")}
            x={focalX}
            y={focalY}
            onChange={(x, y) => {
              form.setValue("focalX", x, { shouldDirty: true });
              form.setValue("focalY", y, { shouldDirty: true });
            }}
          />
          <MediaFacts item={item} />
          <div className="grid gap-1">
            <MediaFileInput
              label="Replace file"
              icon={RefreshCw}
              variant="outline"
              busy={replace.busy}
              busyText="Replacing the file..."
              error={replace.error}
              onSelect={replace.onSelect}
            />
            <p className="text-xs text-slate-600">
              Every place that uses the image shows the new file; its alt text and focal point stay.
            </p>
          </div>
        </section>
        <section aria-labelledby="media-words-heading" className="grid content-start gap-4">
          <h3 id="media-words-heading" className="text-base font-semibold text-slate-900">
            Details
          </h3>
          <FormTextField form={form} name="name" label="Name" autoComplete="off" />
          <FormTextField
            form={form}
            name="altText"
            label="Alt text"
            hint={
              looksLikeFileName(altText)
                ? "This looks like a file name. Describe what the image shows. Leave empty only if it is decorative."
                : "Describe what the image shows. Leave empty only if it is decorative."
            }
            autoComplete="off"
          />
          <CheckboxField
            label="Decorative image"
            hint="It adds nothing the text beside it does not say; screen readers skip it."
            {...form.register("decorative", { onChange: () => form.clearErrors("altText") })}
          />
          <FormTextField form={form} name="caption" label="Caption (optional)" multiline rows={2} />
          <FormTextField form={form} name="credit" label="Credit (optional)" autoComplete="off" />
          {saveError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {saveError}
            </p>
          )}
          <div>
            <SubmitButton pending={update.isPending} pendingText="Saving...">
              Save
            </SubmitButton>
          </div>
        </section>
      </form>
      <section aria-labelledby="media-used-heading" className="mt-6 grid gap-2 border-t border-slate-200 pt-4">
        <h3 id="media-used-heading" className="text-base font-semibold text-slate-900">
          Used in
        </h3>
        <MediaUsageList usages={item.usages} />
      </section>
      <section aria-labelledby="media-delete-heading" className="mt-6 grid gap-2 border-t border-slate-200 pt-4">
        <h3 id="media-delete-heading" className="sr-only">
          Delete
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" className="text-red-700" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete image
          </Button>
          {inUse > 0 && (
            <p className="text-sm text-slate-700">Used in {placesOf(inUse)}: it can be deleted once nothing uses it.</p>
          )}
        </div>
      </section>
      <DeleteMediaDialog item={deleting ? item : null} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
    </>
  );
}

/** Kind, dimensions, size, who uploaded it and when, and its address to copy. */
function MediaFacts({ item }: { item: MediaDetail }) {
  const [copied, setCopied] = useState("");
  const address = new URL(item.url, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied("Address copied");
    } catch {
      setCopied("The address could not be copied; select it and copy it instead.");
    }
  };
  const facts: [string, string][] = [
    ["Kind", kindOf(item.contentType)],
    ["Dimensions", dimensionsOf(item)],
    ["Size", sizeOf(item)],
    ["Uploaded by", uploaderOf(item)],
    ["Uploaded", formatDateTime(item.createdAt)],
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-medium text-slate-700">Address</dt>
          <dd className="min-w-0 break-all text-slate-900">{address}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy address
        </Button>
        <span role="status" className="text-xs text-slate-700">
          {copied}
        </span>
      </div>
    </div>
  );
}
