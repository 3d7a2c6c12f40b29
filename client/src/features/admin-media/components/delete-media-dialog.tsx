import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { ApiError, errorMessage } from "@/lib/api";
import { useDeleteMedia } from "@/lib/media-api";
import type { MediaDetail, MediaInUse } from "@shared/schema";
import { placesOf } from "./media-facts";
import { MediaUsageList } from "./media-usages";

/** The server's refusal to delete an image still in use (409 with the places), else null. */
export function inUseOf(error: unknown): MediaInUse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as Partial<MediaInUse>;
    return Array.isArray(body.usages) ? { message: error.serverMessage, usages: body.usages } : null;
  } catch {
    return null;
  }
}

/** The refusal shown at once for an image the details already list uses of: no request needed to know. */
const knownInUse = (item: MediaDetail): MediaInUse | null =>
  item.usages.length > 0
    ? {
        message: `“${item.name}” is used in ${placesOf(item.usages.length)}. Remove it from them before deleting it.`,
        usages: item.usages,
      }
    : null;

interface DeleteMediaDialogProps {
  /** The image asked to be deleted; none: the dialog is closed. */
  item: MediaDetail | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting an image for good. An image still in use is never deleted: the dialog says so and lists the
 * places to change first, whether the details knew of them or the server refused the delete (409) because a use
 * appeared meanwhile.
 */
export function DeleteMediaDialog({ item, onClose, onDeleted }: DeleteMediaDialogProps) {
  const open = item !== null;
  const onCloseAutoFocus = useReturnFocus(open);
  const remove = useDeleteMedia();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !remove.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          {item && <DeleteContent key={item.id} item={item} remove={remove} onDeleted={onDeleted} />}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

interface DeleteContentProps {
  item: MediaDetail;
  remove: ReturnType<typeof useDeleteMedia>;
  onDeleted: () => void;
}

function DeleteContent({ item, remove, onDeleted }: DeleteContentProps) {
  const [refusal, setRefusal] = useState<MediaInUse | null>(() => knownInUse(item));
  const [failure, setFailure] = useState<string>();
  const close = useRef<HTMLButtonElement>(null);
  // The Delete button goes once the server refuses: the focus moves to Close rather than to the page.
  const refused = refusal !== null;
  useEffect(() => {
    if (refused) close.current?.focus();
  }, [refused]);

  const confirm = () => {
    setFailure(undefined);
    remove.mutate(item.id, {
      onSuccess: onDeleted,
      onError: (error) => {
        const inUse = inUseOf(error);
        if (inUse) setRefusal(inUse);
        else setFailure(`Failed to delete image: ${errorMessage(error)}`);
      },
    });
  };

  return (
    <>
      <AlertDialog.Title className="text-lg font-semibold text-slate-900">
        {refused ? `“${item.name}” cannot be deleted` : `Delete “${item.name}”?`}
      </AlertDialog.Title>
      <AlertDialog.Description className="mt-2 text-sm text-slate-700">
        {refused
          ? "An image is kept while anything shows it."
          : "The image is removed from the library and its files deleted. This cannot be undone."}
      </AlertDialog.Description>
      {refusal && (
        <div className="mt-4 grid gap-2">
          <p role="alert" className="text-sm font-medium text-red-800">
            {refusal.message}
          </p>
          <MediaUsageList usages={refusal.usages} />
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel asChild>
          <Button ref={close} variant="outline" disabled={remove.isPending}>
            {refused ? "Close" : "Cancel"}
          </Button>
        </AlertDialog.Cancel>
        {!refused && (
          <SubmitButton
            type="button"
            variant="destructive"
            pending={remove.isPending}
            pendingText="Deleting..."
            onClick={confirm}
          >
            Delete
          </SubmitButton>
        )}
      </div>
    </>
  );
}
