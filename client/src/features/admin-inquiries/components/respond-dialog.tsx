import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { inquiryResponseSchema, type Inquiry } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useRespondToInquiry } from "../api/respond-to-inquiry";

interface RespondDialogProps {
  inquiry: Inquiry | null;
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

function RespondForm({ inquiry, onDone }: { inquiry: Inquiry; onDone: () => void }) {
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
        onError: (error) => applyServerFieldErrors(error, form.setError, ["message"]),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextAreaField
        label="Your Message"
        rows={8}
        placeholder="Write your response..."
        error={form.formState.errors.message?.message}
        {...form.register("message")}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={respond.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || respond.isPending}>
          {respond.isPending && <Spinner16 />}
          {respond.isPending ? "Sending..." : "Send Response"}
        </Button>
      </DialogFooter>
    </form>
  );
}
