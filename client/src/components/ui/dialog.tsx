import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { SubmitButton } from "./submit-button";
import { Tooltip } from "./tooltip";
import { useReturnFocus } from "./use-return-focus";

/** Marks a part of a dialog's content that fills the whole window while it is there (see onEscapeKeyDown). */
export const FULL_WINDOW_ATTRIBUTE = "data-full-window";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Tailwind max-width class, e.g. max-w-[625px]. */
  widthClass?: string;
  /** Where focus goes once the dialog has closed, instead of back to what opened it. */
  returnFocusTo?: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: focus trapped inside, Escape closes it, focus returns to what opened it. It sits near the top and
 * leaves the bottom of the screen free, so an error toast (which stays until dismissed) never hides its buttons.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  widthClass = "max-w-lg",
  returnFocusTo,
  children,
}: DialogProps) {
  const onCloseAutoFocus = useReturnFocus(open, returnFocusTo);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <DialogPrimitive.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          // A stray click beside a form must not throw away what was typed; Escape, Cancel and × still close.
          onInteractOutside={(event) => event.preventDefault()}
          // Inside a part that fills the whole window (the page editor's full window), Escape leaves that part: the
          // part handles the key itself, and the dialog stays open.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.closest(`[${FULL_WINDOW_ATTRIBUTE}]`)) {
              event.preventDefault();
            }
          }}
          // While such a part shows, the dialog lets go of its own placement (its shift would hold the part inside
          // the dialog's box rather than the window).
          className={`fixed top-3 left-1/2 z-50 has-[[data-full-window]]:translate-none max-h-[calc(100dvh-10rem)] w-[calc(100vw-1.5rem)] ${widthClass} -translate-x-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:top-8 sm:p-6`}
        >
          <div className="mb-4 pr-8">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {children}
          <Tooltip content="Close dialog">
            <DialogPrimitive.Close
              aria-label="Close dialog"
              className="absolute top-3 right-3 inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </DialogPrimitive.Close>
          </Tooltip>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The row of buttons at the foot of a dialog. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

interface FormDialogFooterProps {
  onCancel: () => void;
  /** The save request is under way: both buttons wait, and the submit button says so. */
  pending: boolean;
  /** Something else must finish first (an upload): only the submit button waits. */
  busy?: boolean;
  submitLabel: string;
}

/** Cancel and submit for a form dialog. */
export function FormDialogFooter({ onCancel, pending, busy = false, submitLabel }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <SubmitButton pending={pending} pendingText="Saving..." disabled={busy}>
        {submitLabel}
      </SubmitButton>
    </DialogFooter>
  );
}
