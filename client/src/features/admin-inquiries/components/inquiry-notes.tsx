import { useState, type FormEvent } from "react";
import { TextAreaField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { inquiryNotesSchema, type Inquiry } from "@shared/schema";
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
        <SubmitButton variant="outline" pending={save.isPending} pendingText="Saving..." disabled={draft === saved}>
          Save notes
        </SubmitButton>
      </div>
    </form>
  );
}
