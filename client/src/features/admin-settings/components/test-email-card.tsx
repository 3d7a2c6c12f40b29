import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { testEmailSchema, type TestEmail, type TestEmailResult } from "@shared/schema";
import { useSendTestEmail } from "../api/inquiry-notifications";
import { SettingsCard } from "./settings-card";

/**
 * "Send a test e-mail": one message to an address the administrator types, through the site's mail server. What
 * the server answered (accepted, or why not) shows in a status message, which screen readers read out.
 */
export function TestEmailCard() {
  const send = useSendTestEmail();
  const [outcome, setOutcome] = useState<TestEmailResult | null>(null);
  const form = useForm<TestEmail>({ resolver: zodResolver(testEmailSchema), defaultValues: { to: "" } });
  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    send.mutate(values, {
      onSuccess: setOutcome,
      onError: (error) => {
        if (!applyServerFieldErrors(error, form)) setOutcome({ accepted: false, message: errorMessage(error) });
      },
    });
  });
  return (
    <SettingsCard
      title="Test the e-mail"
      description="Sends a short test message, so you can check that the site's e-mails reach your team."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormTextField
          form={form}
          name="to"
          label="Send the test to"
          hint="An e-mail address, such as your own."
          type="email"
          autoComplete="email"
        />
        <div>
          <SubmitButton pending={send.isPending} pendingText="Sending...">
            Send a test e-mail
          </SubmitButton>
        </div>
        {/* Always in the page, so that screen readers announce what is put into it. */}
        <p
          role="status"
          className={
            outcome
              ? `rounded-md p-3 text-sm ${outcome.accepted ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`
              : "sr-only"
          }
        >
          {outcome && (outcome.accepted ? outcome.message : `Not sent. ${outcome.message}`)}
        </p>
      </form>
    </SettingsCard>
  );
}
