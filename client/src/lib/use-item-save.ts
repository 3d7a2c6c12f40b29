import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { UpdateInput } from "@/lib/collection-api";
import { applyServerFieldErrors, type ServerFieldOptions } from "@/lib/field-errors";

/** What a collection dialog's form is given: the item to edit (none: add one), where a new one goes, how to close. */
export interface ItemFormProps<T> {
  item: T | null;
  nextSortOrder: number;
  onDone: () => void;
}

/** What a save is told to do when it is over: close the dialog, or put the server's complaints on the form. */
interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface SaveMutation<Input> {
  isPending: boolean;
  mutate: (input: Input, callbacks: SaveCallbacks) => void;
}

interface ItemSaveOptions<Input extends FieldValues> {
  /** The item the dialog was opened on; none: the dialog adds one. */
  item: { id: number | string; updatedAt?: Date | string } | null;
  form: Pick<UseFormReturn<Input>, "getValues" | "setError">;
  /** Closes the dialog; called once the save has worked. */
  onDone: () => void;
  /** How the server's field errors land on the form's fields (a list the form edits as one text, say). */
  fieldErrors?: ServerFieldOptions;
}

/** Where a new item goes, for the collections whose create request says so (the type requires it there). */
type Placement<CreateBody> = CreateBody extends { sortOrder: number } ? { sortOrder: number } : { sortOrder?: never };

/**
 * The save of a collection's add/edit dialog: the form's values update the item the dialog was opened on, sent with
 * the updatedAt it loaded (the server refuses the save when someone saved since), or create a new item, at
 * `sortOrder` where the collection's create request carries one. The dialog closes once the save has worked; when
 * it fails, the server's field errors show on the form's fields (the collection's toast has said what failed).
 * `pending` while either request is under way.
 */
export function useItemSave<Input extends FieldValues, Values, CreateBody>(
  api: { useCreate: () => SaveMutation<CreateBody>; useUpdate: () => SaveMutation<UpdateInput<Values>> },
  { item, form, onDone, fieldErrors, sortOrder }: ItemSaveOptions<Input> & Placement<CreateBody>,
) {
  const create = api.useCreate();
  const update = api.useUpdate();
  const callbacks = {
    onSuccess: onDone,
    onError: (error: unknown) => applyServerFieldErrors(error, form, fieldErrors),
  };
  return {
    pending: create.isPending || update.isPending,
    save: (values: Values) => {
      if (item) return update.mutate({ id: item.id, values, updatedAt: item.updatedAt }, callbacks);
      // Placement has made the caller give a sort order exactly where the create request carries one.
      const body: unknown = sortOrder === undefined ? values : { ...values, sortOrder };
      create.mutate(body as CreateBody, callbacks);
    },
  };
}
