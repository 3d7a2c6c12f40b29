import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { INQUIRY_REPLY_SUBJECT, INQUIRY_SUBJECT_MAX, inquiryResponseSchema, type Inquiry } from "@shared/schema";
import { useMailStatus } from "../api/get-mail-status";
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

const EMPTY: ResponseInput = { subject: INQUIRY_REPLY_SUBJECT, message: "" };

/**
 * Said above the form when the site cannot e-mail the reply (no mail server set up), or could not tell (`error`):
 * the reply would only be saved.
 */
function MailNote({ id, email, error }: { id: string; email: string; error: Error | null }) {
  return (
    <div id={id} role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      {error ? (
        <p>
          Could not check whether this site can send e-mail ({errorMessage(error)}). Your reply will be saved; the
          result will say whether it was e-mailed.
        </p>
      ) : (
        <p>
          <strong className="font-semibold">This site cannot send e-mail</strong>: no mail server is set up. Your reply
          will be saved in the inquiry&apos;s history but not sent to {email}, and the inquiry will keep its status.
          Reply from your own mailbox, then set the status to Responded.
        </p>
      )}
    </div>
  );
}

function RespondForm({ inquiry, onDone }: { inquiry: Recipient; onDone: () => void }) {
  const respond = useRespondToInquiry();
  const noteId = useId();
  const mail = useMailStatus();
  // Nothing is said while the answer is on its way, nor when a mail server is set up. The note describes the form
  // and its first field, which has the focus when the dialog opens.
  const warn = mail.error !== null || mail.data?.configured === false;
  const described = warn ? noteId : undefined;
  const form = useForm<ResponseInput, unknown, ResponseValues>({
    resolver: zodResolver(inquiryResponseSchema),
    defaultValues: EMPTY,
  });
  const blank = (useWatch({ control: form.control, name: "message" }) ?? "").trim() === "";
  // The shared schema trims and requires text, so a blank message never gets here.
  const onSubmit = form.handleSubmit(({ subject, message }) => {
    respond.mutate(
      { id: inquiry.id, subject, message },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-describedby={described}>
      {warn && <MailNote id={noteId} email={inquiry.companyEmail} error={mail.error} />}
      <FormTextField
        form={form}
        name="subject"
        label="Subject"
        required
        maxLength={INQUIRY_SUBJECT_MAX}
        autoComplete="off"
        aria-describedby={described}
      />
      <FormTextField
        multiline
        form={form}
        name="message"
        label="Your Message"
        required
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
