import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormTextField } from "@/components/ui/form-text-field";
import { Loaded } from "@/components/ui/loaded";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerFieldErrors } from "@/lib/field-errors";
import type { BackupStatus } from "@shared/backups";
import { backupScheduleOf, backupSettingsFormSchema, MAX_BACKUP_KEEP, type BackupSettingsForm } from "@shared/schema";
import { formLabelOf, settingOf } from "@shared/settings-registry";
import { privateSettingsQuery, useSaveBackupSettings, type BackupSettingsPatch } from "../api/backup-settings";

/** The form's fields from the stored settings: a daily schedule's time, else 03:00 to start from. */
function initialValues(stored: { settingKey: string; settingValue: string | null }[]): BackupSettingsForm {
  const value = (key: string) => stored.find((row) => row.settingKey === key)?.settingValue?.trim() ?? "";
  const schedule = value("backupSchedule");
  const daily = /^daily\s+(\d{1,2}):(\d{2})$/i.exec(schedule);
  return {
    automatic: schedule !== "",
    time: daily ? `${daily[1]!.padStart(2, "0")}:${daily[2]}` : "03:00",
    backupKeep: value("backupKeep") || settingOf("backupKeep").default!,
  };
}

/**
 * Automatic backups as administrators choose them: on or off, the time of day in the site's time zone and how many
 * to keep, saved with an explicit Save. What the server's environment fixes (BACKUP_SCHEDULE, BACKUP_KEEP) wins:
 * those fields are disabled and say why.
 */
export function AutomaticBackupsForm({ status }: { status: BackupStatus }) {
  const stored = useQuery(privateSettingsQuery);
  return (
    <Loaded query={stored} loading="Loading the automatic backup settings" what="The automatic backup settings">
      {() => <BackupSettingsFields status={status} initial={initialValues(stored.data ?? [])} />}
    </Loaded>
  );
}

function BackupSettingsFields({ status, initial }: { status: BackupStatus; initial: BackupSettingsForm }) {
  const save = useSaveBackupSettings();
  const form = useForm<BackupSettingsForm>({ resolver: zodResolver(backupSettingsFormSchema), defaultValues: initial });
  const fixed = status.fromEnvironment;
  const automatic = useWatch({ control: form.control, name: "automatic" });
  const onSubmit = form.handleSubmit((values) => {
    const patch: BackupSettingsPatch = {};
    if (!fixed.schedule) patch.backupSchedule = backupScheduleOf(values);
    if (!fixed.keep) patch.backupKeep = values.backupKeep;
    save.mutate(patch, {
      onError: (error) =>
        applyServerFieldErrors(error, form, {
          prefix: "settings.",
          // The schedule is saved from two fields; a refusal of it is shown at the time.
          lists: { backupSchedule: "time" },
        }),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="automatic-backups-title" className="mt-4 grid gap-4">
      <h3 id="automatic-backups-title" className="font-semibold text-slate-900">
        Change automatic backups
      </h3>
      {fixed.schedule && (
        <p id="backup-schedule-fixed" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          The server&apos;s BACKUP_SCHEDULE setting decides when backups are made, so these two fields cannot change it.
          Ask whoever runs the server to remove that setting to choose the time here.
        </p>
      )}
      <CheckboxField
        label="Make a backup automatically every day"
        hint="The server makes it by itself at the time below, and deletes the oldest beyond the number kept."
        disabled={fixed.schedule}
        aria-describedby={fixed.schedule ? "backup-schedule-fixed" : undefined}
        {...form.register("automatic")}
      />
      <FormTextField
        form={form}
        name="time"
        type="time"
        label="Time of day"
        hint={`In the site's time zone, ${status.siteTimeZone} (Site Settings, Company Information).`}
        disabled={fixed.schedule || !automatic}
        className="max-w-40"
      />
      {fixed.keep && (
        <p id="backup-keep-fixed" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          The server&apos;s BACKUP_KEEP setting decides how many backups are kept ({status.keep}), so the field below
          cannot change it.
        </p>
      )}
      <FormTextField
        form={form}
        name="backupKeep"
        label={formLabelOf("backupKeep")}
        hint={`A whole number from 1 to ${MAX_BACKUP_KEEP}. Backups saved before a restore are never deleted.`}
        inputMode="numeric"
        autoComplete="off"
        disabled={fixed.keep}
        className="max-w-40"
      />
      <div>
        <SubmitButton pending={save.isPending} pendingText="Saving..." disabled={fixed.schedule && fixed.keep}>
          Save Backup Settings
        </SubmitButton>
      </div>
    </form>
  );
}
