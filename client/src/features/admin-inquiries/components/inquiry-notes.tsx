import { useState, type FormEvent } from "react";
import { inquiryNotesSchema, type Inquiry } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { useUpdateInquiryNotes } from "../api/update-inquiry-notes";

/**
 * The administrators' private notes on an inquiry, saved with their own button. What is typed stays in the field
 * while the list refetches; only a save sends it.
 */
export function InquiryNotes({ inquiry }: { inquiry: Inquiry }) {
  const save = useUpdateInquiryNotes();
  const [draft, setDraft] = useState(inquiry.notes ?? "");
  const [error, setError] = useState<string>();
  const saved = inquiry.notes ?? "";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inquiryNotesSchema.safeParse({ notes: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate({ id: inquiry.id, notes: draft });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <TextAreaField
        label="Notes"
        hint="Only administrators see these notes."
        rows={3}
        value={draft}
        error={error}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline" disabled={save.isPending || draft === saved}>
          {save.isPending && <Spinner16 />}
          {save.isPending ? "Saving..." : "Save notes"}
        </Button>
      </div>
    </form>
  );
}
