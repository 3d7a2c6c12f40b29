import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { settingBodySchema } from "@shared/schema";
import type { PublicSetting } from "@shared/schema";
import type { SiteTextKey } from "@shared/site-text-kinds";
import { SETTINGS_FIELD_PREFIX, useSaveSettings } from "../api/save-settings";
import { storedSiteTexts } from "../api/stored-site-texts";
import { SettingsCard } from "./settings-card";

export interface SiteTextField {
  key: SiteTextKey;
  label: string;
  /** What the field is for, before "Leave empty to use …". */
  purpose: string;
  multiline?: boolean;
  type?: "email" | "url";
  /** The fieldset it sits in (a card, a step): consecutive fields of one group share a legend. */
  group?: string;
}

/** The words of one card of site texts, and its fields. */
export interface SiteTextSection {
  title: string;
  description: string;
  fields: SiteTextField[];
  saveLabel: string;
  savedMessage: string;
}

const shorten = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

/** The fields in runs: each run of one group becomes a fieldset; a field with no group is a run of its own. */
function runsOf(fields: SiteTextField[]): { group?: string; fields: SiteTextField[] }[] {
  const runs: { group?: string; fields: SiteTextField[] }[] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (field.group && last?.group === field.group) last.fields.push(field);
    else runs.push({ group: field.group, fields: [field] });
  }
  return runs;
}

/**
 * A card of site texts or addresses. Each field shows what is stored (empty when the default is used) and says
 * what an empty field falls back to; only changed fields are saved. A value the server refuses is shown on its
 * field, which takes the focus.
 */
export function SiteTextsForm({
  title,
  description,
  fields,
  saveLabel,
  savedMessage,
  rows,
}: SiteTextSection & { rows: PublicSetting[] | undefined }) {
  const save = useSaveSettings({
    success: { title: "Settings saved", description: savedMessage },
    failure: "Save failed",
  });
  const { stored, defaults } = storedSiteTexts(rows);
  const schema = z.object(
    Object.fromEntries(fields.map(({ key }) => [key, settingBodySchema(key).shape.value])),
  ) as z.ZodType<Record<string, string>, Record<string, string>>;
  const initial = Object.fromEntries(fields.map(({ key }) => [key, stored[key]]));
  const form = useForm<Record<string, string>>({ resolver: zodResolver(schema), defaultValues: initial });

  const onSubmit = form.handleSubmit((values) => {
    const changed = Object.fromEntries(
      fields
        .filter(({ key }) => (values[key] ?? "").trim() !== initial[key])
        .map(({ key }) => [key, values[key] ?? ""]),
    );
    save.mutate(changed, {
      onSuccess: () => {
        // What is saved is the form's new starting point: trimmed, and empty where the default is used.
        form.reset(Object.fromEntries(fields.map(({ key }) => [key, (values[key] ?? "").trim()])));
      },
      onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
    });
  });

  return (
    <SettingsCard title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {runsOf(fields).map((run) =>
          run.group ? (
            <fieldset key={run.fields[0]!.key} className="grid gap-4 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 font-semibold text-slate-900">{run.group}</legend>
              {run.fields.map(renderField)}
            </fieldset>
          ) : (
            renderField(run.fields[0]!)
          ),
        )}
        <div>
          <SubmitButton pending={save.isPending} pendingText="Saving...">
            {saveLabel}
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );

  function renderField({ key, label, purpose, multiline, type }: SiteTextField) {
    const hint = `${purpose} Leave empty to use ${multiline ? `the default: “${shorten(defaults[key])}”` : defaults[key]}.`;
    return multiline ? (
      <FormTextField multiline key={key} form={form} name={key} label={label} hint={hint} rows={3} />
    ) : (
      <FormTextField
        key={key}
        form={form}
        name={key}
        label={label}
        hint={hint}
        type={type ?? "text"}
        placeholder={defaults[key]}
      />
    );
  }
}
