import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { LIST_SEARCH_MAX_LENGTH } from "@shared/admin-lists";

/** How long typing must pause before the list is searched; Enter searches at once. */
export const SEARCH_DELAY_MS = 350;

interface ListSearchProps {
  /** The field's visible label, which also names the search landmark. */
  label: string;
  /** What the search looks in, said under the field. */
  hint: string;
  /** The search the list shows now. */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The search field of an admin list: searches as the administrator types (once typing pauses) or presses Enter.
 * When the search changes from elsewhere (the browser's Back button), the field follows.
 */
export function ListSearch({ label, hint, value, onSearch }: ListSearchProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // Not while the field already says it: a space typed after a word must stay in the field.
    if (draft.trim() !== value) setDraft(value);
  }
  const apply = (text: string) => {
    if (text !== value) onSearch(text);
  };
  const applyLater = useEffectEvent(apply);
  useEffect(() => {
    const timer = setTimeout(() => applyLater(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft.trim());
  };

  return (
    // A Search button as well: not everyone knows Enter submits, nor waits for a search made while typing.
    <form role="search" aria-label={label} onSubmit={submit} className="mb-4 flex max-w-lg items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          type="search"
          label={label}
          hint={hint}
          value={draft}
          maxLength={LIST_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      {/* Level with the field: below its label (a line of small text and the gap under it). */}
      <Button type="submit" variant="outline" className="mt-[1.625rem] min-h-11">
        Search
      </Button>
    </form>
  );
}
