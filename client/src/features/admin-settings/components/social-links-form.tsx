import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { externalUrl } from "@/lib/external-url";
import { applyServerFieldErrors } from "@/lib/field-errors";
import type { SiteSettings } from "@/lib/site-settings";
import { fixedFailure } from "@/lib/toasts";
import { socialLinksSchema, socialSettingKeys, type SocialLinks } from "@shared/schema";
import { formLabelOf, settingRegistry } from "@shared/settings-registry";
import { SETTINGS_FIELD_PREFIX, useSaveSettings } from "../api/save-settings";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

/** Each network's field, as the registry declares it (shared/settings-registry.ts). */
const NETWORKS = socialSettingKeys.map((key) => ({
  key,
  label: settingRegistry[key].network,
  fieldLabel: formLabelOf(key),
  placeholder: settingRegistry[key].example,
}));

/**
 * Any text saves (so nothing typed is lost), but the footer links only web addresses: said beside a field whose
 * value is not one, since otherwise its icon would just never appear.
 */
const notAnAddress = (value: string | undefined) => Boolean(value?.trim()) && externalUrl(value) === null;
const noIconHint = (label: string, example: string) =>
  `This is not a web address: it is saved, but the footer shows the ${label} icon only for a web address, such as ${example}.`;

export function SocialLinksForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings({
    success: { title: "Social media links saved", description: "Social media links have been updated successfully." },
    failure: fixedFailure("Save failed", "There was a problem saving the social media links."),
  });
  const form = useForm<SocialLinks>({
    resolver: zodResolver(socialLinksSchema),
    defaultValues: Object.fromEntries(NETWORKS.map(({ key }) => [key, settings[key] ?? ""])) as SocialLinks,
  });
  const values = useWatch({ control: form.control });
  useUnsavedChanges(form.formState.isDirty, () => form.reset());
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => form.reset(values),
      onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
    }),
  );
  return (
    <SettingsCard title="Social Media" description="An empty field hides that icon in the footer.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {NETWORKS.map(({ key, label, fieldLabel, placeholder }) => (
          <FormTextField
            key={key}
            id={key}
            form={form}
            name={key}
            label={fieldLabel}
            type="url"
            placeholder={placeholder}
            hint={notAnAddress(values[key]) ? noIconHint(label, placeholder) : undefined}
          />
        ))}
        <div>
          <SubmitButton pending={save.isPending} pendingText="Saving...">
            Save Social Media Links
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
