import { Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { Loaded } from "@/components/ui/loaded";
import { errorMessage } from "@/lib/api";

// Pieces the CMS's list screens share. The screens themselves differ (a table with tabs, a grid of logos, cards),
// so only the state around them lives here.

/** Where a new item goes: one after the highest sort order (a missing one counts as 0). */
export const nextSortOrder = (items: { sortOrder?: number | null }[]) =>
  items.reduce((max, item) => Math.max(max, item.sortOrder ?? 0), 0) + 1;

/** A list's delete mutation, as useItemDialogs needs it: it deletes the item with this id. */
export interface DeleteMutation<Id> {
  isPending: boolean;
  mutate: (id: Id, options: { onSuccess: () => void; onError?: () => void }) => void;
}

/**
 * Which item the edit dialog shows (none: add mode) and whether it is open, and which item awaits deletion.
 * `deleteDialog` is the confirm dialog's wiring: open while an item awaits deletion, and confirming deletes it and
 * then closes; `closeOnFailure` closes it after a failed delete too (the toast says why).
 */
export function useItemDialogs<T extends { id: unknown }>(
  remove: DeleteMutation<T["id"]>,
  { closeOnFailure = false }: { closeOnFailure?: boolean } = {},
) {
  const [editing, setEditing] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const forget = () => setDeleting(null);
  return {
    editing,
    dialogOpen,
    setDialogOpen,
    /** Opens the dialog on an item, or empty to add one. */
    openDialog: (item: T | null) => {
      setEditing(item);
      setDialogOpen(true);
    },
    deleting,
    /** Asks to confirm the item's deletion. */
    setDeleting,
    deleteDialog: {
      open: deleting !== null,
      /** Closing the dialog forgets the item. */
      onOpenChange: (open: boolean) => {
        if (!open) forget();
      },
      pending: remove.isPending,
      onConfirm: () => {
        if (deleting) remove.mutate(deleting.id, { onSuccess: forget, ...(closeOnFailure ? { onError: forget } : {}) });
      },
    },
  };
}

interface ListStatesProps<E> {
  isLoading: boolean;
  error: E;
  isEmpty: boolean;
  /** What is listed, as the spinner and error say it: 'client logos' gives 'Loading client logos'. */
  noun: string;
  /** The empty state. */
  empty: ReactNode;
  /**
   * What the load error says, for a list whose alert words it its own way; by default 'Failed to load {noun}: '
   * and the server's message.
   */
  failed?: (error: NonNullable<E>) => ReactNode;
  children: ReactNode;
}

/** The list once it has loaded and has items; otherwise the spinner, the load error or the empty state. */
export function ListStates<E>({ isLoading, error, isEmpty, noun, empty, failed, children }: ListStatesProps<E>) {
  return (
    <Loaded
      query={{ isLoading, isError: Boolean(error), error }}
      loading={`Loading ${noun}`}
      failed={(failure) => (
        <ErrorState>
          {failed ? (
            failed(failure as NonNullable<E>)
          ) : (
            <>
              Failed to load {noun}: {errorMessage(failure)}
            </>
          )}
        </ErrorState>
      )}
    >
      {() => (isEmpty ? empty : children)}
    </Loaded>
  );
}

/** The button that opens a list's add dialog: its label after a plus sign. */
export function AddButton({ children, ...props }: ButtonProps) {
  return (
    <Button {...props}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </Button>
  );
}

/** An empty list's state, with a button that adds its first item ('Add Your First Logo'). */
export function AddFirstState({ title, label, onAdd }: { title: string; label: string; onAdd: () => void }) {
  return (
    <EmptyState title={title}>
      <Button className="mt-2" onClick={onAdd}>
        {label}
      </Button>
    </EmptyState>
  );
}
