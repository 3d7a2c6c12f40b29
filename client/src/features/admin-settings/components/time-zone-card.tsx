import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { SelectField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { fixedFailure } from "@/lib/toasts";
import { timeZoneFormSchema, type PublicSetting, type TimeZoneForm } from "@shared/schema";
import { formLabelOf } from "@shared/settings-registry";
import { timeZoneLabel, timeZoneNames } from "@shared/time-zone";
import { SETTINGS_FIELD_PREFIX, useSaveSettings } from "../api/save-settings";
import { SettingsCard } from "./settings-card";
import { useUnsavedChanges } from "./unsaved-changes";

/**
 * The site's time zone: Page Management shows and asks for a page's schedule in it. The first choice keeps the
 * server's own zone (TZ, else UTC), which the server names in the settings it sends.
 */
export function TimeZoneCard({ rows }: { rows: PublicSetting[] | undefined }) {
  const row = rows?.find((entry) => entry.settingKey === "siteTimeZone");
  const stored = row && !row.usesDefault ? (row.settingValue ?? "") : "";
  const serverZone = row?.defaultValue ?? "UTC";
  return (
    <SettingsCard
      title="Time zone"
      description="Page Management shows and asks for the times a page goes live or comes down in this zone."
    >
      <TimeZoneFormFields key={`${stored}|${serverZone}`} stored={stored} serverZone={serverZone} />
    </SettingsCard>
  );
}

function TimeZoneFormFields({ stored, serverZone }: { stored: string; serverZone: string }) {
  const save = useSaveSettings({
    success: { title: "Settings saved", description: "The time zone has been updated." },
    failure: fixedFailure("Save failed", "There was a problem saving the time zone."),
  });
  const form = useForm<TimeZoneForm>({
    resolver: zodResolver(timeZoneFormSchema),
    defaultValues: { siteTimeZone: stored },
  });
  useUnsavedChanges(form.formState.isDirty, () => form.reset());
  const zones = useMemo(() => {
    const names = timeZoneNames();
    // A stored name the runtime spells differently (an alias) is still offered, so the field shows it.
    return stored && !names.includes(stored) ? [stored, ...names] : names;
  }, [stored]);
  const onSubmit = form.handleSubmit(({ siteTimeZone }) =>
    save.mutate(
      { siteTimeZone },
      {
        onSuccess: () => form.reset({ siteTimeZone }),
        onError: (error) => applyServerFieldErrors(error, form, { prefix: SETTINGS_FIELD_PREFIX }),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <SelectField
        id="siteTimeZone"
        label={formLabelOf("siteTimeZone")}
        hint="Where the people who schedule pages are. The offset shown is the zone's today; summer time is followed."
        error={form.formState.errors.siteTimeZone?.message}
        {...form.register("siteTimeZone")}
      >
        <option value="">The server&apos;s time zone: {timeZoneLabel(serverZone)}</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <div>
        <SubmitButton pending={save.isPending} pendingText="Saving...">
          Save Time Zone
        </SubmitButton>
      </div>
    </form>
  );
}
