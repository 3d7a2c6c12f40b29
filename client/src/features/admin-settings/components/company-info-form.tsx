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
import { RestoreDefaultButton } from "./restore-default-button";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

/** The form's fields, with what each falls back to when left blank. */
const FIELDS = [
  ["companyName", "name"],
  ["companyTagline", "tagline"],
] as const satisfies readonly (readonly [keyof CompanyInfo, string])[];

/** A name or tagline the same as its default is saved as none, so that it keeps following the default. */
const defaultOf = (name: keyof CompanyInfo) => settingRegistry[name].default;

export function CompanyInfoForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings({
    success: { title: "Settings saved", description: "Company information has been updated successfully." },
    failure: fixedFailure("Save failed", "There was a problem saving the company information."),
  });
  // Each field holds what visitors see now: the stored text, else the default.
  const form = useForm<CompanyInfo>({
    resolver: zodResolver(companyInfoSchema),
    defaultValues: {
      companyName: settings.companyName || defaultOf("companyName"),
      companyTagline: settings.companyTagline || defaultOf("companyTagline"),
    },
  });
  useUnsavedChanges(form.formState.isDirty, () => form.reset());
  const onSubmit = form.handleSubmit((values) => {
    const stored = (name: keyof CompanyInfo) => (values[name] === defaultOf(name) ? "" : values[name]);
    save.mutate(
      { companyName: stored("companyName"), companyTagline: stored("companyTagline") },
      {
        onSuccess: () =>
          form.reset({
            companyName: values.companyName || defaultOf("companyName"),
            companyTagline: values.companyTagline || defaultOf("companyTagline"),
          }),
        onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
      },
    );
  });
  return (
    <SettingsCard title="Company Information" description="Shown in the header and footer of every page.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {FIELDS.map(([name, what]) => (
          <div key={name} className="grid justify-items-start gap-1.5">
            <div className="w-full">
              <FormTextField
                id={name}
                form={form}
                name={name}
                label={formLabelOf(name)}
                placeholder={defaultOf(name)}
                hint={`Leave blank to use the default ${what}.`}
              />
            </div>
            <RestoreDefaultButton
              label={formLabelOf(name)}
              onClick={() => {
                form.setValue(name, defaultOf(name), { shouldDirty: true, shouldValidate: true });
                form.setFocus(name);
              }}
            />
          </div>
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
