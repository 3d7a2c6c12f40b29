import type { ComponentType, ReactNode } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SortableList, type HandleProps, type SortableListProps } from "@/components/ui/sortable-list";
import { renumber } from "@/lib/use-reorder";
import {
  AddButton,
  AddFirstState,
  ListStates,
  nextSortOrder,
  useItemDialogs,
  type DeleteMutation,
} from "./list-states";

// The CMS's sortable lists (FAQ, standards, testimonials, logos, services). They live apart from the rest of the
// list pieces because they draw a SortableList, which brings dnd-kit: the screens that only share the spinner,
// the empty state or the dialogs' state (team, pages, navigation) must not download it with them.

type Sortable = { id: number | string; sortOrder: number };

/** How a sortable list is drawn: its accessible name, what each item is called, its layout and its items. */
type ListLook<T extends Sortable> = Pick<SortableListProps<T>, "label" | "itemLabel" | "className" | "layout">;

interface SortableCollectionProps<T extends Sortable> extends ListLook<T> {
  items: T[];
  isLoading: boolean;
  error: unknown;
  /** The collection's reorder mutation: it receives the items renumbered 1..n in their new order. */
  reorder: { mutate: (items: T[]) => void };
  /** What is listed, as the spinner and the error say it ('questions'). */
  noun: string;
  empty: ReactNode;
  renderItem: SortableListProps<T>["renderItem"];
}

/** A sortable list once it has loaded and has items; otherwise the spinner, the load error or the empty state. */
export function SortableCollection<T extends Sortable>({
  items,
  isLoading,
  error,
  reorder,
  noun,
  empty,
  ...list
}: SortableCollectionProps<T>) {
  return (
    <ListStates isLoading={isLoading} error={error} isEmpty={items.length === 0} noun={noun} empty={empty}>
      <SortableList {...list} items={items} onReorder={(reordered) => reorder.mutate(renumber(reordered))} />
    </ListStates>
  );
}

/** What an item's row or card needs to open the edit dialog or the delete confirmation on its item. */
export interface ItemActions<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/** What a collection's add/edit dialog is given: the item to edit (none: add one) and where a new one goes. */
export interface ItemDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: T | null;
  nextSortOrder: number;
}

/** The hooks of one collection's API (createCollectionApi gives them) that its screen uses. */
interface CollectionHooks<T extends Sortable> {
  useList: () => { data?: T[]; isLoading: boolean; error: unknown };
  useReorder: () => { mutate: (items: T[]) => void };
  useDelete: () => DeleteMutation<T["id"]>;
}

interface CollectionScreenProps<T extends Sortable> extends ListLook<T> {
  api: CollectionHooks<T>;
  /** The document title. */
  title: string;
  metaDescription: string;
  heading: string;
  description: string;
  /** The add button's label ('Add New Question'). */
  addLabel: string;
  /** What is listed, as the spinner and the error say it ('questions'). */
  noun: string;
  /** The empty list's title and its button's label ('No questions yet', 'Add Your First Question'). */
  empty: { title: string; label: string };
  renderItem: (item: T, handle: HandleProps, isDragging: boolean, actions: ItemActions<T>) => ReactNode;
  /** The add/edit dialog (itemDialog makes one). */
  Dialog: ComponentType<ItemDialogProps<T>>;
  /** What the delete confirmation says about the item. */
  confirmDescription: (item: T) => string;
}

/**
 * One sortable collection's screen: its heading and add button, the list (sortable by drag or by its move
 * buttons) or its loading, error or empty state, the add/edit dialog and the delete confirmation.
 */
export function CollectionScreen<T extends Sortable>({
  api,
  title,
  metaDescription,
  heading,
  description,
  addLabel,
  noun,
  empty,
  renderItem,
  Dialog,
  confirmDescription,
  ...list
}: CollectionScreenProps<T>) {
  const { data: items = [], isLoading, error } = api.useList();
  const reorder = api.useReorder();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, deleteDialog } = useItemDialogs<T>(
    api.useDelete(),
  );
  const actions: ItemActions<T> = { onEdit: openDialog, onDelete: setDeleting };
  const add = () => openDialog(null);

  return (
    <AdminPage
      title={title}
      metaDescription={metaDescription}
      heading={heading}
      description={description}
      actions={<AddButton onClick={add}>{addLabel}</AddButton>}
    >
      <SortableCollection
        {...list}
        items={items}
        isLoading={isLoading}
        error={error}
        reorder={reorder}
        noun={noun}
        empty={<AddFirstState title={empty.title} label={empty.label} onAdd={add} />}
        renderItem={(item, handle, isDragging) => renderItem(item, handle, isDragging, actions)}
      />
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen} item={editing} nextSortOrder={nextSortOrder(items)} />
      <ConfirmDialog {...deleteDialog} description={deleting ? confirmDescription(deleting) : ""} />
    </AdminPage>
  );
}
