import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { Loaded } from "@/components/ui/loaded";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { inquiryRetentionSchema, MAX_MONTHS, type InquiryRetention } from "@shared/schema";
import { formLabelOf } from "@shared/settings-registry";
import { privateSettingsQuery, useSaveInquiryRetention } from "../api/inquiry-notifications";
import { SETTINGS_FIELD_PREFIX } from "../api/save-settings";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

/** How long inquiries are kept: a setting only administrators can read, so it loads on its own. */
export function InquiryRetentionCard() {
  const stored = useQuery(privateSettingsQuery);
  const value = stored.data?.find((row) => row.settingKey === "inquiryRetentionMonths")?.settingValue ?? "";
  return (
    <SettingsCard
      title="Keeping inquiries"
      description="Inquiries hold people's names, e-mail addresses and phone numbers. The site can delete each one, with its replies, once nobody has changed it for a number of months."
    >
      <Loaded query={stored} loading="Loading how long inquiries are kept" what="How long inquiries are kept">
        {() => <InquiryRetentionForm value={value} />}
      </Loaded>
    </SettingsCard>
  );
}

function InquiryRetentionForm({ value }: { value: string }) {
  const save = useSaveInquiryRetention();
  const form = useForm<InquiryRetention>({
    resolver: zodResolver(inquiryRetentionSchema),
    defaultValues: { inquiryRetentionMonths: value },
  });
  useUnsavedChanges(form.formState.isDirty, () => form.reset());
  const onSubmit = form.handleSubmit(({ inquiryRetentionMonths }) =>
    save.mutate(inquiryRetentionMonths, {
      onSuccess: () => form.reset({ inquiryRetentionMonths }),
      onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField
        id="inquiryRetentionMonths"
        form={form}
        name="inquiryRetentionMonths"
        label={formLabelOf("inquiryRetentionMonths")}
        hint={`A whole number of months, from 1 to ${MAX_MONTHS}. Counted from an inquiry's last change (a new status, notes or an e-mailed reply). Checked once a day; what is deleted cannot be brought back. Leave empty (or 0) to keep inquiries until someone deletes them.`}
        inputMode="numeric"
        autoComplete="off"
        className="max-w-40"
      />
      <div>
        <SubmitButton pending={save.isPending} pendingText="Saving...">
          Save Retention Period
        </SubmitButton>
      </div>
    </form>
  );
}
