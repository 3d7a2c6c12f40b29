import { useId, useState } from "react";
import { useWatch, type Control, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { timeZoneLabel } from "@shared/time-zone";
import type { PageFormInput, PageFormValues } from "../api/page-form-schema";

type PageForm = UseFormReturn<PageFormInput, unknown, PageFormValues>;

const FIELDS = ["publishDate", "publishTime", "unpublishDate", "unpublishTime"] as const;

/** Whether the form holds any part of a schedule. */
export function useHasSchedule(control: Control<PageFormInput, unknown, PageFormValues>): boolean {
  const values = useWatch({ control, name: FIELDS });
  return values.some((value) => Boolean(value?.trim()));
}

/** One of the two times: a date and a time input in a group named by `legend`, both described by the zone note. */
function WhenFields({
  form,
  legend,
  hint,
  date,
  time,
  zoneNoteId,
}: {
  form: PageForm;
  legend: string;
  hint: string;
  date: "publishDate" | "unpublishDate";
  time: "publishTime" | "unpublishTime";
  zoneNoteId: string;
}) {
  const hintId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField form={form} name={date} label="Date" type="date" aria-describedby={`${hintId} ${zoneNoteId}`} />
        <FormTextField form={form} name={time} label="Time" type="time" aria-describedby={`${hintId} ${zoneNoteId}`} />
      </div>
    </fieldset>
  );
}

/**
 * When the page goes live and comes down by itself, as dates and times in the site's time zone, which is named
 * beside them with its offset now ("Times are in Europe/London (GMT+1)"). "Cancel schedule" empties all four
 * fields; saving then keeps the page as it is, with no time set.
 */
export function PageScheduleFields({ form, zone }: { form: PageForm; zone: string }) {
  const zoneNoteId = useId();
  const [cleared, setCleared] = useState(false);
  const hasSchedule = useHasSchedule(form.control);
  const cancel = () => {
    for (const field of FIELDS) form.setValue(field, "", { shouldDirty: true });
    form.clearErrors([...FIELDS]);
    setCleared(true);
    // The button is disabled now: focus goes to the first field, where a new time would be typed.
    form.setFocus("publishDate");
  };
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Schedule (optional)</legend>
      <p id={zoneNoteId} className="text-sm text-slate-700">
        Times are in {timeZoneLabel(zone)}.
      </p>
      <WhenFields
        form={form}
        legend="Publish at"
        hint="The page stays a draft until then, and goes live by itself within a minute of it."
        date="publishDate"
        time="publishTime"
        zoneNoteId={zoneNoteId}
      />
      <WhenFields
        form={form}
        legend="Take down at"
        hint="The published page comes off the site by itself within a minute of it."
        date="unpublishDate"
        time="unpublishTime"
        zoneNoteId={zoneNoteId}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={cancel} disabled={!hasSchedule}>
          Cancel schedule
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {cleared && !hasSchedule ? "Schedule cleared. Save the page to keep this." : ""}
        </p>
      </div>
    </fieldset>
  );
}
