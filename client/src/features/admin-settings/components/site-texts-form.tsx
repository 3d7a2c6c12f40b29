import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import type { SiteSettings } from "@/lib/site-settings";
import { settingBodySchema } from "@shared/schema";
import type { PublicSetting } from "@shared/schema";
import type { SiteTextKey } from "@shared/site-text-kinds";
import { effectiveQuoteLinksTarget, quoteLinksTargets } from "@shared/site-texts";
import { SETTINGS_FIELD_PREFIX, useSaveSettings, type SettingsPatch } from "../api/save-settings";
import { storedSiteTexts } from "../api/stored-site-texts";
import { QuoteLinksChoice, quoteLinksSaved } from "./quote-links-choice";
import { RestoreDefaultButton } from "./restore-default-button";
import { SettingSwitch } from "./setting-switch";
import type { SwitchText } from "./setting-switches";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

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

type Values = Record<string, string | boolean>;

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
 * The form of one Site Settings tab: its site texts (each field filled with the text visitors see now, with a
 * button that puts the default back), its switches and, on the Contact Page tab, where quote links lead. Nothing is
 * saved until its Save button: then only what changed, in one request. A text equal to its default is saved as no
 * text at all, so it keeps following the default (which the server may take from its environment). A value the
 * server refuses is shown on its field, which takes the focus.
 */
export function SiteTextsForm({
  title,
  description,
  fields,
  saveLabel,
  savedMessage,
  rows,
  settings = {},
  switches = [],
  quoteLinks = false,
}: SiteTextSection & {
  rows: PublicSetting[] | undefined;
  /** The saved settings, for the switches and the quote links' choice. */
  settings?: SiteSettings;
  switches?: SwitchText[];
  /** Whether the tab holds the choice of where quote links lead. */
  quoteLinks?: boolean;
}) {
  const { stored, defaults } = storedSiteTexts(rows);
  // What the form holds when nothing is changed: each text as visitors see it, each switch as it is, the choice.
  const initialValues = (): Values => ({
    ...Object.fromEntries(fields.map(({ key }) => [key, stored[key] || defaults[key]])),
    ...Object.fromEntries(switches.map(({ settingKey, isOn }) => [settingKey, isOn(settings[settingKey])])),
    ...(quoteLinks && {
      quoteLinksTarget: effectiveQuoteLinksTarget(settings.quoteLinksTarget, settings.quoteFormEnabled),
    }),
  });
  // What is saved now, to compare the form with on Save: a text's stored value ("" while it uses its default).
  const [saved, setSaved] = useState(() => ({
    texts: Object.fromEntries(fields.map(({ key }) => [key, stored[key]])),
    values: initialValues(),
  }));

  const schema = z.object({
    ...Object.fromEntries(fields.map(({ key }) => [key, settingBodySchema(key).shape.value])),
    ...Object.fromEntries(switches.map(({ settingKey }) => [settingKey, z.boolean()])),
    ...(quoteLinks && { quoteLinksTarget: z.enum(quoteLinksTargets) }),
  }) as unknown as z.ZodType<Values, Values>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: saved.values });
  useUnsavedChanges(form.formState.isDirty, () => form.reset());
  const quoteFormOn = useWatch({ control: form.control, name: "quoteFormEnabled" }) !== false;
  // Turning the quote form off sends quote links back to the portal, as the server does when it is saved.
  useEffect(() => {
    if (quoteLinks && !quoteFormOn && form.getValues("quoteLinksTarget") === "form")
      form.setValue("quoteLinksTarget", "portal", { shouldDirty: true });
  }, [quoteLinks, quoteFormOn, form]);

  const save = useSaveSettings({
    success: (_rows, patch) => ({ title: "Settings saved", description: savedWords(patch) }),
    failure: "Save failed",
  });
  /** The toast's words: the texts', and each switch's or choice's own, for what this Save changed. */
  const savedWords = (patch: SettingsPatch) => {
    const words = [
      ...(fields.some(({ key }) => key in patch) || Object.keys(patch).length === 0 ? [savedMessage] : []),
      ...switches
        .filter(({ settingKey }) => settingKey in patch)
        .map(({ settingKey, saved: { on, off } }) => (patch[settingKey] === "true" ? on : off)),
      ...("quoteLinksTarget" in patch ? [quoteLinksSaved(patch.quoteLinksTarget)] : []),
    ];
    return words.join(" ");
  };

  const onSubmit = form.handleSubmit((values) => {
    const before = saved;
    const patch: SettingsPatch = {};
    const texts: Record<string, string> = {};
    for (const { key } of fields) {
      const typed = String(values[key] ?? "").trim();
      // The default itself is stored as nothing, so that it follows the default from now on.
      texts[key] = typed === defaults[key].trim() ? "" : typed;
      if (texts[key] !== before.texts[key]) patch[key] = texts[key];
    }
    for (const { settingKey } of switches)
      if (values[settingKey] !== before.values[settingKey]) patch[settingKey] = String(values[settingKey]);
    if (quoteLinks && values.quoteLinksTarget !== before.values.quoteLinksTarget)
      patch.quoteLinksTarget = String(values.quoteLinksTarget);
    save.mutate(patch, {
      onSuccess: () => {
        // What is saved is the form's new starting point: trimmed, and the default where none is stored.
        const next: Values = {
          ...values,
          ...Object.fromEntries(fields.map(({ key }) => [key, texts[key] || defaults[key]])),
        };
        setSaved({ texts, values: next });
        form.reset(next);
      },
      onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
    });
  });

  const restoreDefault = (key: SiteTextKey) => {
    form.setValue(key, defaults[key], { shouldDirty: true, shouldValidate: true });
    // The field then reads out its label and the default it holds again.
    form.setFocus(key);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {fields.length > 0 && (
        <SettingsCard title={title} description={description}>
          <div className="grid gap-5">
            {runsOf(fields).map((run) =>
              run.group ? (
                <fieldset key={run.fields[0]!.key} className="grid gap-5 rounded-lg border border-slate-200 p-4">
                  <legend className="px-1 font-semibold text-slate-900">{run.group}</legend>
                  {run.fields.map(renderField)}
                </fieldset>
              ) : (
                renderField(run.fields[0]!)
              ),
            )}
          </div>
        </SettingsCard>
      )}
      {switches.map(({ isOn: _isOn, saved: _saved, ...text }) => (
        <SettingSwitch key={text.settingKey} {...text} register={form.register} />
      ))}
      {quoteLinks && <QuoteLinksChoice register={form.register} formOn={quoteFormOn} />}
      <div>
        <SubmitButton pending={save.isPending} pendingText="Saving...">
          {saveLabel}
        </SubmitButton>
      </div>
    </form>
  );

  function renderField({ key, label, purpose, multiline, type }: SiteTextField) {
    const hint = `${purpose} Leave empty to use ${multiline ? `the default: “${shorten(defaults[key])}”` : defaults[key]}.`;
    return (
      <div key={key} className="grid justify-items-start gap-1.5">
        <div className="w-full">
          {multiline ? (
            <FormTextField multiline id={key} form={form} name={key} label={label} hint={hint} rows={3} />
          ) : (
            <FormTextField
              id={key}
              form={form}
              name={key}
              label={label}
              hint={hint}
              type={type ?? "text"}
              placeholder={defaults[key]}
            />
          )}
        </div>
        <RestoreDefaultButton label={label} onClick={() => restoreDefault(key)} />
      </div>
    );
  }
}
