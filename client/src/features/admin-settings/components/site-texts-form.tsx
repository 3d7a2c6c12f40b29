import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { settingBodySchema } from "@shared/schema";
import type { SiteTextKey } from "@shared/site-text-kinds";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { toast } from "@/components/ui/use-toast";
import type { PublicSetting } from "@shared/schema";
import { storedSiteTexts } from "../api/stored-site-texts";
import { failureToast } from "@/lib/toasts";
import { SiteTextRefused, useSaveSiteTexts } from "../api/save-site-texts";
import { SettingsCard } from "./settings-card";

export interface SiteTextField {
  key: SiteTextKey;
  label: string;
  /** What the field is for, before "Leave empty to use …". */
  purpose: string;
  multiline?: boolean;
  type?: "email" | "url";
}

const shorten = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

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
}: {
  title: string;
  description: string;
  fields: SiteTextField[];
  saveLabel: string;
  savedMessage: string;
  rows: PublicSetting[] | undefined;
}) {
  const save = useSaveSiteTexts();
  const { stored, defaults } = storedSiteTexts(rows);
  const schema = z.object(
    Object.fromEntries(fields.map(({ key }) => [key, settingBodySchema(key).shape.value])),
  ) as z.ZodType<Record<string, string>, Record<string, string>>;
  const initial = Object.fromEntries(fields.map(({ key }) => [key, stored[key]]));
  const form = useForm<Record<string, string>>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors } = form.formState;

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
        toast({ title: "Settings saved", description: savedMessage });
      },
      onError: (error) => {
        if (error instanceof SiteTextRefused) {
          form.setError(error.key, { type: "server", message: error.reason }, { shouldFocus: true });
          failureToast("Save failed", error.cause);
        } else failureToast("Save failed", error);
      },
    });
  });

  return (
    <SettingsCard title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {fields.map(({ key, label, purpose, multiline, type }) => {
          const hint = `${purpose} Leave empty to use ${multiline ? `the default: “${shorten(defaults[key])}”` : defaults[key]}.`;
          const props = { label, hint, error: errors[key]?.message, ...form.register(key) };
          return multiline ? (
            <TextAreaField key={key} rows={3} {...props} />
          ) : (
            <TextField key={key} type={type ?? "text"} placeholder={defaults[key]} {...props} />
          );
        })}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner16 />}
            {save.isPending ? "Saving..." : saveLabel}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
