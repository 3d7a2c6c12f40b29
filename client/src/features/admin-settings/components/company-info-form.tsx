import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import type { SiteSettings } from "@/lib/site-settings";
import { fixedFailure } from "@/lib/toasts";
import { companyInfoSchema, type CompanyInfo } from "@shared/schema";
import { formLabelOf, settingRegistry } from "@shared/settings-registry";
import { SETTINGS_FIELD_PREFIX, useSaveSettings } from "../api/save-settings";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

/** The form's fields, with what each falls back to when left blank. */
const FIELDS = [
  ["companyName", "name"],
  ["companyTagline", "tagline"],
] as const satisfies readonly (readonly [keyof CompanyInfo, string])[];

export function CompanyInfoForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings({
    success: { title: "Settings saved", description: "Company information has been updated successfully." },
    failure: fixedFailure("Save failed", "There was a problem saving the company information."),
  });
  const form = useForm<CompanyInfo>({
    resolver: zodResolver(companyInfoSchema),
    defaultValues: { companyName: settings.companyName ?? "", companyTagline: settings.companyTagline ?? "" },
  });
  useUnsavedChanges(form.formState.isDirty, () => form.reset());
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => form.reset(values),
      onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
    }),
  );
  return (
    <SettingsCard title="Company Information" description="Shown in the header and footer of every page.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {FIELDS.map(([name, what]) => (
          <FormTextField
            key={name}
            id={name}
            form={form}
            name={name}
            label={formLabelOf(name)}
            placeholder={settingRegistry[name].default}
            hint={`Leave blank to use the default ${what}.`}
          />
        ))}
        <div>
          <SubmitButton pending={save.isPending} pendingText="Saving...">
            Save Company Information
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
