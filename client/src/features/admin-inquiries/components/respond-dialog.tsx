import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { inquiryResponseSchema, type Inquiry } from "@shared/schema";
import { useRespondToInquiry } from "../api/respond-to-inquiry";

/** Whom the response goes to: the list's summary of an inquiry is enough. */
type Recipient = Pick<Inquiry, "id" | "fullName" | "companyEmail">;

interface RespondDialogProps {
  inquiry: Recipient | null;
  onOpenChange: (open: boolean) => void;
}

export function RespondDialog({ inquiry, onOpenChange }: RespondDialogProps) {
  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={onOpenChange}
      title="Send Response"
      description={inquiry ? `To ${inquiry.fullName} <${inquiry.companyEmail}>` : undefined}
      widthClass="max-w-xl"
    >
      {inquiry && <RespondForm inquiry={inquiry} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type ResponseInput = z.input<typeof inquiryResponseSchema>;
type ResponseValues = z.output<typeof inquiryResponseSchema>;

function RespondForm({ inquiry, onDone }: { inquiry: Recipient; onDone: () => void }) {
  const respond = useRespondToInquiry();
  const form = useForm<ResponseInput, unknown, ResponseValues>({
    resolver: zodResolver(inquiryResponseSchema),
    defaultValues: { message: "" },
  });
  const blank = (useWatch({ control: form.control, name: "message" }) ?? "").trim() === "";
  // The shared schema trims and requires text, so a blank message never gets here.
  const onSubmit = form.handleSubmit(({ message }) => {
    respond.mutate(
      { id: inquiry.id, message },
      {
        onSuccess: () => {
          form.reset({ message: "" });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField
        multiline
        form={form}
        name="message"
        label="Your Message"
        rows={8}
        placeholder="Write your response..."
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={respond.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={respond.isPending} pendingText="Sending..." disabled={blank}>
          Send Response
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
