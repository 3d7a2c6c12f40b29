import type { ComponentType } from "react";
import { Dialog } from "@/components/ui/dialog";
import type { ItemFormProps } from "@/lib/use-item-save";
import type { ItemDialogProps } from "./collection-screen";

interface ItemDialogWords<T> {
  /** Title and description when the dialog adds an item. */
  add: readonly [title: string, description: string];
  /** Title and description when it edits one; the description may name the item. */
  edit: readonly [title: string, description: string | ((item: T) => string)];
  widthClass: string;
  /** Its name in React DevTools and error messages, when its form's name does not give it (see below). */
  name?: string;
}

/**
 * A collection's add/edit dialog around its form: the title and description say which it does, and the form
 * closes it once its save has worked. Props beyond the item's (the services a home page card may lead to) go
 * through to the form.
 */
export function itemDialog<T, Extra extends object = object>(
  Form: ComponentType<ItemFormProps<T> & NoInfer<Extra>>,
  words: ItemDialogWords<T>,
) {
  function ItemDialog({ open, onOpenChange, item, nextSortOrder, ...extra }: ItemDialogProps<T> & Extra) {
    const [title, description] = item ? words.edit : words.add;
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        description={typeof description === "function" ? description(item as T) : description}
        widthClass={words.widthClass}
      >
        <Form {...(extra as Extra)} item={item} nextSortOrder={nextSortOrder} onDone={() => onOpenChange(false)} />
      </Dialog>
    );
  }
  // Named after its form (FaqForm gives FaqDialog) unless told, so React DevTools and error messages tell the
  // dialogs apart.
  const formName = Form.displayName || Form.name;
  ItemDialog.displayName = words.name ?? (formName ? `${formName.replace(/Form$/, "")}Dialog` : "ItemDialog");
  return ItemDialog;
}
