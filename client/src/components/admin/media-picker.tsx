import { AlertTriangle, Images } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type SyntheticEvent } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api";
import { useMediaList, useUpdateMedia } from "@/lib/media-api";
import type { MediaSummary } from "@shared/schema";
import { ListPager } from "./list-pager";
import { ListSearch } from "./list-search";

// The "Choose from library" dialog every image field offers beside "Upload new": the library's images as a
// keyboard-operable choice with their alt text in view, so that an image is reused with its words instead of
// uploaded and described again.

/** A page of the picker: six rows of four thumbnails. */
export const PICKER_PAGE_SIZE = 24;

export const ALT_REQUIRED = "Alt text is required unless the image is decorative";

/** An image that would reach the site with nothing for a screen reader to say: no alt text and not decorative. */
export const needsAltText = (item: Pick<MediaSummary, "altText" | "decorative">) =>
  !item.decorative && !item.altText?.trim();

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given the chosen image (with the alt text just asked for, if it had none); the picker then closes. */
  onPick: (item: MediaSummary) => void;
}

// The picker is often opened from a dialog's form: React bubbles a submit through the portal to that form too, so
// the picker's own forms keep theirs to themselves.
const keepSubmitInside = (event: SyntheticEvent) => event.stopPropagation();

/** The library as a dialog: search, choose, and supply alt text first when the chosen image has none. */
export function MediaPicker({ open, onOpenChange, onPick }: MediaPickerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose from library"
      description="Pick an image uploaded before. Its alt text comes with it."
      widthClass="max-w-3xl"
    >
      {open && (
        <div onSubmit={keepSubmitInside}>
          <PickerBody
            onCancel={() => onOpenChange(false)}
            onPick={(item) => {
              onPick(item);
              onOpenChange(false);
            }}
          />
        </div>
      )}
    </Dialog>
  );
}

/** The "Choose from library" button with its picker; focus comes back to the button when the picker closes. */
export function ChooseFromLibrary({
  onPick,
  ...buttonProps
}: { onPick: (item: MediaSummary) => void } & Omit<ButtonProps, "onClick" | "children">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" {...buttonProps} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" className="h-4 w-4" />
        Choose from library
      </Button>
      <MediaPicker open={open} onOpenChange={setOpen} onPick={onPick} />
    </>
  );
}

/** What the choice shows: kept while the alt text question is asked, so that Back returns to the same page. */
interface PickerView {
  q: string;
  missingAlt: boolean;
  page: number;
}

function PickerBody({ onPick, onCancel }: { onPick: (item: MediaSummary) => void; onCancel: () => void }) {
  const [view, setView] = useState<PickerView>({ q: "", missingAlt: false, page: 1 });
  const [asking, setAsking] = useState<MediaSummary | null>(null);
  const [chosen, setChosen] = useState<MediaSummary | null>(null);
  const use = (item: MediaSummary) => (needsAltText(item) ? setAsking(item) : onPick(item));
  if (asking) {
    return <AltTextPrompt item={asking} onBack={() => setAsking(null)} onCancel={onCancel} onSaved={onPick} />;
  }
  return (
    <ImageChoice view={view} onView={setView} chosen={chosen} onChoose={setChosen} onUse={use} onCancel={onCancel} />
  );
}

interface ImageChoiceProps {
  view: PickerView;
  onView: (view: PickerView) => void;
  chosen: MediaSummary | null;
  onChoose: (item: MediaSummary) => void;
  onUse: (item: MediaSummary) => void;
  onCancel: () => void;
}

/** The search, the filter, one page of images as radio buttons, and Use image / Cancel. */
function ImageChoice({ view, onView, chosen, onChoose, onUse, onCancel }: ImageChoiceProps) {
  const { q, missingAlt, page } = view;
  const [error, setError] = useState<string>();
  const list = useMediaList({
    page,
    pageSize: PICKER_PAGE_SIZE,
    q: q || undefined,
    missingAlt: missingAlt ? "true" : undefined,
  });
  const groupName = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Coming back from the alt text question: focus returns to the image that was chosen.
  useEffect(() => {
    if (!chosen) return;
    formRef.current?.querySelector<HTMLInputElement>(`input[value="${chosen.id}"]`)?.focus();
    // Only when the choice is shown again, not each time it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError("Choose an image first");
      return;
    }
    onUse(chosen);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE));
  const filtered = Boolean(q) || missingAlt;

  return (
    <div className="grid gap-3">
      <ListSearch
        label="Search images"
        hint="Looks in names and alt text."
        value={q}
        onSearch={(text) => onView({ ...view, q: text, page: 1 })}
      />
      <CheckboxField
        label="Missing alt text only"
        checked={missingAlt}
        onChange={(event) => onView({ ...view, missingAlt: event.target.checked, page: 1 })}
      />
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-3">
        {list.isLoading ? (
          <Spinner label="Loading images" />
        ) : list.isError ? (
          <ErrorState>
            Failed to load images: {errorMessage(list.error)}{" "}
            <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
              Try again
            </button>
          </ErrorState>
        ) : items.length === 0 ? (
          <EmptyState title={filtered ? "No images match" : "No images in the library yet"}>
            {filtered ? "Try other words, or clear the filter." : "Use “Upload new” to add the first one."}
          </EmptyState>
        ) : (
          <fieldset>
            <legend className="sr-only">Images</legend>
            <p role="status" className="mb-2 text-sm text-slate-700">
              {total === 1 ? "1 image" : `${total} images`}
            </p>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {items.map((item) => (
                <ImageOption
                  key={item.id}
                  item={item}
                  name={groupName}
                  checked={chosen?.id === item.id}
                  onChoose={() => {
                    setError(undefined);
                    onChoose(item);
                  }}
                  onUse={() => onUse(item)}
                />
              ))}
            </ul>
          </fieldset>
        )}
        {pageCount > 1 && (
          <ListPager
            label="Image pages"
            page={page}
            pageCount={pageCount}
            onPage={(next) => onView({ ...view, page: next })}
          />
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <DialogFooter>
          <p aria-live="polite" className="mr-auto self-center text-sm text-slate-700">
            {chosen ? `Chosen: ${chosen.name}` : ""}
          </p>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Use image</Button>
        </DialogFooter>
      </form>
    </div>
  );
}

interface ImageOptionProps {
  item: MediaSummary;
  name: string;
  checked: boolean;
  onChoose: () => void;
  onUse: () => void;
}

/**
 * One image: a radio button named by the image's name and described by its alt text, which shows under the
 * thumbnail. Arrow keys move between images, Space chooses, Enter uses the chosen one; a double click uses it too.
 */
function ImageOption({ item, name, checked, onChoose, onUse }: ImageOptionProps) {
  const id = useId();
  return (
    <li>
      <label
        htmlFor={id}
        onDoubleClick={onUse}
        className="flex h-full cursor-pointer flex-col gap-1.5 rounded-md border border-slate-300 p-2 hover:bg-slate-50 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:checked]:ring-2 has-[:checked]:ring-blue-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700"
      >
        <input
          id={id}
          type="radio"
          name={name}
          value={item.id}
          checked={checked}
          onChange={onChoose}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-alt`}
          className="sr-only"
        />
        <span className="flex aspect-square items-center justify-center overflow-hidden rounded bg-slate-100">
          <img src={item.thumbnailUrl} alt="" loading="lazy" className="h-full w-full object-contain" />
        </span>
        <span id={`${id}-name`} className="text-sm font-medium break-words text-slate-900">
          {item.name}
        </span>
        <AltTextNote id={`${id}-alt`} item={item} />
      </label>
    </li>
  );
}

/** What a screen reader will say for the image: its alt text, "Decorative", or a warning that there is none. */
function AltTextNote({ id, item }: { id: string; item: MediaSummary }) {
  if (item.decorative) {
    return (
      <span id={id} className="text-xs text-slate-600 italic">
        Decorative
      </span>
    );
  }
  const alt = item.altText?.trim();
  if (alt) {
    return (
      <span id={id} className="text-xs break-words text-slate-700">
        {alt}
      </span>
    );
  }
  return (
    <span
      id={id}
      className="inline-flex items-center gap-1 justify-self-start rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
    >
      <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
      No alt text
    </span>
  );
}

interface AltTextPromptProps {
  item: MediaSummary;
  onBack: () => void;
  onCancel: () => void;
  onSaved: (item: MediaSummary) => void;
}

/**
 * Asked before an image without alt text is used: the words are saved on the library's entry (so every other place
 * that uses the image gets them too), then the image is handed over.
 */
function AltTextPrompt({ item, onBack, onCancel, onSaved }: AltTextPromptProps) {
  const update = useUpdateMedia();
  const headingId = useId();
  const altRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => altRef.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const altText = alt.trim();
    if (!decorative && !altText) {
      setError(ALT_REQUIRED);
      altRef.current?.focus();
      return;
    }
    setError(undefined);
    update.mutate(
      {
        id: item.id,
        altText: decorative ? null : altText,
        decorative,
        expectedUpdatedAt: new Date(item.updatedAt).toISOString(),
      },
      // The answer is the saved entry; what it may leave out (the thumbnail, the count) is kept from the list.
      { onSuccess: (saved) => onSaved({ ...item, ...saved }) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate role="group" aria-labelledby={headingId} className="grid gap-4">
      <div className="flex items-start gap-4">
        <img src={item.thumbnailUrl} alt="" className="h-24 w-24 shrink-0 rounded bg-slate-100 object-contain" />
        <div className="grid gap-1">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            This image has no alt text
          </h3>
          <p className="text-sm text-slate-700">
            Say what “{item.name}” shows, or mark it as decorative. This is saved with the image in the library, so
            every place that uses it gets it.
          </p>
        </div>
      </div>
      <TextField
        ref={altRef}
        label="Alt text"
        hint="What the image shows or means, for people who cannot see it."
        value={decorative ? "" : alt}
        onChange={(event) => setAlt(event.target.value)}
        disabled={decorative}
        error={decorative ? undefined : error}
        maxLength={300}
      />
      <CheckboxField
        label="Decorative image"
        hint="It adds nothing a reader would miss; screen readers skip it."
        checked={decorative}
        onChange={(event) => {
          setDecorative(event.target.checked);
          setError(undefined);
        }}
      />
      <DialogFooter>
        <Button variant="outline" className="sm:mr-auto" onClick={onBack} disabled={update.isPending}>
          Back
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={update.isPending} pendingText="Saving...">
          Save and use
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
