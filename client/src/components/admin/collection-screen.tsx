import { useState, type ReactNode } from "react";
import { ErrorState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";

// Pieces the CMS's list screens share. The screens themselves differ (a table with tabs, a grid of logos, cards),
// so only the state around them lives here.

/** Where a new item goes: one after the highest sort order (a missing one counts as 0). */
export const nextSortOrder = (items: { sortOrder?: number | null }[]) =>
  items.reduce((max, item) => Math.max(max, item.sortOrder ?? 0), 0) + 1;

/** Which item the edit dialog shows (none: add mode) and whether it is open, and which item awaits deletion. */
export function useItemDialogs<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
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
    setDeleting,
    /** For the confirm dialog's onOpenChange: closing it forgets the item. */
    onDeleteOpenChange: (open: boolean) => {
      if (!open) setDeleting(null);
    },
  };
}

interface ListStatesProps {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  /** What is listed, as the spinner and error say it: 'client logos' gives 'Loading client logos'. */
  noun: string;
  /** The empty state. */
  empty: ReactNode;
  children: ReactNode;
}

/** The list once it has loaded and has items; otherwise the spinner, the load error or the empty state. */
export function ListStates({ isLoading, error, isEmpty, noun, empty, children }: ListStatesProps) {
  if (isLoading) return <Spinner label={`Loading ${noun}`} />;
  if (error)
    return (
      <ErrorState>
        Failed to load {noun}: {errorMessage(error)}
      </ErrorState>
    );
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
