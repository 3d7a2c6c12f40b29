import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { AltTextFields } from "@/components/admin/alt-text-fields";
import { ALT_REQUIRED, needsAltText } from "@/components/admin/media-picker";
import { Button } from "@/components/ui/button";
import { ImageUpload } from "@/components/ui/image-upload";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage, apiJson } from "@/lib/api";
import { uploadMedia, updateMedia, MEDIA_KEY } from "@/lib/media-api";
import { settingsQuery } from "@/lib/queries";
import { useChange } from "@/lib/react-query";
import { scaleImageForUpload } from "@/lib/scale-image";
import type { MediaRef } from "@shared/media-ref";
import type { MediaSummary, SiteSetting } from "@shared/schema";
import { IMAGE_MAX_BYTES } from "@shared/upload-limits";
import { SettingsCard } from "./settings-card";

/** Saves the hero image setting (an address, or null for none: the home page then shows its drawing). */
const saveHeroImage = (url: string | null) =>
  apiJson<SiteSetting>("POST", "/api/settings/homeHeroImage", { value: url });

const wordsSchema = z
  .object({ altText: z.string().trim().max(300, "Alt text must be at most 300 characters"), decorative: z.boolean() })
  .refine((words) => words.decorative || words.altText !== "", { message: ALT_REQUIRED, path: ["altText"] });
type Words = z.infer<typeof wordsSchema>;

/** What the site says for the image now: the library's alt text, or that it is decorative. */
function wordsOf(ref: Pick<MediaRef, "altText" | "decorative"> | undefined) {
  if (!ref) return "Not in the media library: shown as decorative (screen readers skip it).";
  if (ref.decorative) return "Decorative (screen readers skip it), as the media library says.";
  const alt = ref.altText?.trim();
  return alt
    ? `Alt text, from the media library: “${alt}”`
    : "No alt text in the media library yet: shown as decorative until it has some.";
}

/**
 * The Home Page tab's hero image: the picture at the right of the home page's first screen, chosen by "Upload new"
 * or "Choose from library", and saved at once, as the company logo is. The site shows it with the media library's
 * alt text, so a new upload asks for its alt text (or "decorative") before it is used; the library's picker asks
 * the same of an image that has none. Removed, the home page shows its drawing of an accessible document again.
 */
export function HeroImageCard({ imageUrl, library }: { imageUrl?: string; library?: MediaRef }) {
  const [error, setError] = useState<string>();
  // A new upload waiting for its alt text before it becomes the hero image.
  const [pending, setPending] = useState<MediaSummary | null>(null);
  const save = useChange(saveHeroImage, {
    success: (_row, url) =>
      url
        ? { title: "Hero image saved", description: "The home page shows the new image." }
        : { title: "Hero image removed", description: "The home page shows its drawing again." },
    failure: "Failed to save the hero image",
    // The library counts the hero image among an image's uses.
    invalidates: [settingsQuery.queryKey, MEDIA_KEY],
  });
  const upload = useChange(
    async (file: File) => uploadMedia(await scaleImageForUpload(file, { maxBytes: IMAGE_MAX_BYTES })),
    { invalidates: [MEDIA_KEY] },
  );
  const words = useChange(updateMedia, { failure: "Failed to save the alt text", invalidates: [MEDIA_KEY] });
  const form = useForm<Words>({
    resolver: zodResolver(wordsSchema),
    defaultValues: { altText: "", decorative: false },
  });
  const decorative = useWatch({ control: form.control, name: "decorative" });

  /** Saves this address as the hero image (null: none). */
  const showImage = (url: string | null) => {
    setError(undefined);
    save.mutate(url, {
      onSuccess: () => setPending(null),
      onError: (cause) => setError(errorMessage(cause)),
    });
  };
  const onSelect = (file: File) => {
    setError(undefined);
    upload.mutate(file, {
      onSuccess: (item) => {
        if (needsAltText(item)) {
          form.reset({ altText: "", decorative: false });
          setPending(item);
        } else showImage(item.url);
      },
      onError: (cause) => setError(`Failed to upload the image: ${errorMessage(cause)}`),
    });
  };
  const onUsePending = form.handleSubmit(({ altText, decorative }) => {
    if (!pending) return;
    words.mutate(
      { id: pending.id, altText: decorative ? null : altText, decorative },
      { onSuccess: (item) => showImage(item.url), onError: (cause) => setError(errorMessage(cause)) },
    );
  });

  const busy = upload.isPending || save.isPending || words.isPending;
  return (
    <SettingsCard
      title="Hero Image"
      description="The picture at the right of the home page's first screen (below the buttons on phones). Without one, the home page shows a drawing of an accessible document. A landscape photo at least 1280 pixels wide looks best; it is shown in a 4:3 frame, centred on the media library's focal point."
    >
      <div id="homeHeroImage" className="grid gap-3">
        <ImageUpload
          label="Hero image (Optional)"
          previewUrl={pending ? null : imageUrl}
          previewAlt={library?.altText?.trim() || "Current hero image"}
          uploading={upload.isPending}
          error={error}
          onSelect={onSelect}
          onPick={(item) => showImage(item.url)}
          onRemove={pending ? undefined : () => showImage(null)}
        />
        {imageUrl && !pending && <p className="text-sm text-slate-700">{wordsOf(library)}</p>}
        {pending && (
          <form
            onSubmit={onUsePending}
            noValidate
            className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
            aria-label="Alt text of the new upload"
          >
            <p className="text-sm text-slate-900">
              The file “{pending.name}” is in the media library. Say what it shows before it goes on the home page, or
              tick Decorative image if it adds nothing the heading does not say.
            </p>
            <AltTextFields
              form={form}
              label="Alt text"
              fallback="nothing: alt text is required unless the image is decorative"
              alt="altText"
              decorative="decorative"
              isDecorative={decorative}
            />
            <div className="flex flex-wrap gap-2">
              <SubmitButton pending={busy} pendingText="Saving...">
                Use this image
              </SubmitButton>
              <Button type="button" variant="outline" onClick={() => setPending(null)} disabled={busy}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </div>
    </SettingsCard>
  );
}
