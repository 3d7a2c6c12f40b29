import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import type { SiteSettings } from "@/lib/site-settings";
import { settingBodySchema, type SettingKey } from "@shared/schema";
import { formLabelOf } from "@shared/settings-registry";
import { SETTINGS_FIELD_PREFIX, useSaveSettings, type SettingsPatch } from "../api/save-settings";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

/** The strip's four results, each a figure and its label, in the strip's order. */
const RESULTS = [
  ["homeResult1Value", "homeResult1Label"],
  ["homeResult2Value", "homeResult2Label"],
  ["homeResult3Value", "homeResult3Label"],
  ["homeResult4Value", "homeResult4Label"],
] as const satisfies readonly (readonly [SettingKey, SettingKey])[];
const KEYS = RESULTS.flat();

type Values = Record<string, string>;

const schema = z.object(
  Object.fromEntries(KEYS.map((key) => [key, settingBodySchema(key).shape.value.transform((v) => v ?? "")])),
) as unknown as z.ZodType<Values, Values>;

/**
 * The Home Page tab's results strip: up to four figures with a label each ("12,000" / "titles remediated"), shown
 * in a strip under the home page's first screen. Every field starts empty and nothing shows while all are: the site
 * shows only the figures the company gives. Saved together, only what changed.
 */
export function ResultsStripCard({ settings }: { settings: SiteSettings }) {
  const stored = (): Values => Object.fromEntries(KEYS.map((key) => [key, settings[key] ?? ""]));
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: stored() });
  useUnsavedChanges(form.formState.isDirty, () => form.reset());
  const save = useSaveSettings({
    success: { title: "Settings saved", description: "The results strip has been updated." },
    failure: "Save failed",
  });
  const onSubmit = form.handleSubmit((values) => {
    const before = form.formState.defaultValues ?? {};
    const patch: SettingsPatch = {};
    for (const key of KEYS) {
      const typed = (values[key] ?? "").trim();
      if (typed !== (before[key] ?? "").trim()) patch[key] = typed;
    }
    save.mutate(patch, {
      onSuccess: () => form.reset(Object.fromEntries(KEYS.map((key) => [key, (values[key] ?? "").trim()]))),
      onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
    });
  });
  return (
    <SettingsCard
      title="Results Strip"
      description="Up to four figures with a label each, shown in a strip under the top of the home page, such as “12,000” and “titles remediated”. A result shows once it has a figure or a label; while every field is empty, the strip is not shown at all."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {RESULTS.map(([value, label], index) => (
          <fieldset key={value} className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 font-semibold text-slate-900">Result {index + 1}</legend>
            <FormTextField id={value} form={form} name={value} label={formLabelOf(value)} hint="e.g. 12,000" />
            <FormTextField
              id={label}
              form={form}
              name={label}
              label={formLabelOf(label)}
              hint="e.g. titles remediated"
            />
          </fieldset>
        ))}
        <div>
          <SubmitButton pending={save.isPending} pendingText="Saving...">
            Save Results Strip
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
