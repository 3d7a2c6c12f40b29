import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { Loaded } from "@/components/ui/loaded";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { inquiryNotifySchema, type InquiryNotify } from "@shared/schema";
import { formLabelOf } from "@shared/settings-registry";
import { privateSettingsQuery, useSaveInquiryNotify } from "../api/inquiry-notifications";
import { SETTINGS_FIELD_PREFIX } from "../api/save-settings";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

/** Who is e-mailed about each new inquiry: a setting only administrators can read, so it loads on its own. */
export function InquiryNotifyCard() {
  const stored = useQuery(privateSettingsQuery);
  const value = stored.data?.find((row) => row.settingKey === "inquiryNotifyEmails")?.settingValue ?? "";
  return (
    <SettingsCard
      title="New inquiry e-mails"
      description="Each inquiry a visitor sends from the quote form is e-mailed to these addresses within a minute, with a link that opens it here."
    >
      <Loaded query={stored} loading="Loading who gets new inquiries" what="Who gets new inquiries">
        {() => <InquiryNotifyForm value={value} />}
      </Loaded>
    </SettingsCard>
  );
}

function InquiryNotifyForm({ value }: { value: string }) {
  const save = useSaveInquiryNotify();
  const form = useForm<InquiryNotify>({
    resolver: zodResolver(inquiryNotifySchema),
    defaultValues: { inquiryNotifyEmails: value },
  });
  useUnsavedChanges(form.formState.isDirty, () => form.reset());
  const onSubmit = form.handleSubmit(({ inquiryNotifyEmails }) =>
    save.mutate(inquiryNotifyEmails, {
      onSuccess: () => form.reset({ inquiryNotifyEmails }),
      onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField
        id="inquiryNotifyEmails"
        form={form}
        name="inquiryNotifyEmails"
        label={formLabelOf("inquiryNotifyEmails")}
        hint="One or more e-mail addresses, separated by commas or on separate lines. Leave empty to send no e-mails. The e-mails need the mail server that whoever runs the site sets up; the test below shows whether it works."
        multiline
        rows={3}
        autoComplete="off"
        spellCheck={false}
      />
      <div>
        <SubmitButton pending={save.isPending} pendingText="Saving...">
          Save Inquiry E-mails
        </SubmitButton>
      </div>
    </form>
  );
}
