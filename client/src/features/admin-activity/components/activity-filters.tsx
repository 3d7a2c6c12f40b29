import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { ACTION_LABELS, entityTypeLabel } from "@/lib/activity-labels";
import { activityActions, activityEntityTypes, type ActivityAction } from "@shared/schema";
import { NO_FILTERS, type ActivityFilters } from "../api/get-activity";

interface ActivityFiltersFormProps {
  applied: ActivityFilters;
  onApply: (filters: ActivityFilters) => void;
}

/** The filters are edited here and take effect on 'Apply filters' (or Enter), so the list does not move while typing. */
export function ActivityFiltersForm({ applied, onApply }: ActivityFiltersFormProps) {
  const [draft, setDraft] = useState(applied);
  const set = <K extends keyof ActivityFilters>(key: K, value: ActivityFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const rangeBackwards = Boolean(draft.from && draft.to && draft.from > draft.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeBackwards) onApply(draft);
  };

  return (
    <form
      role="search"
      aria-label="Filter activity"
      onSubmit={submit}
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5 [&>*]:min-w-0">
        <SelectField
          label="Action"
          value={draft.action}
          onChange={(event) => set("action", event.target.value as ActivityAction | "")}
        >
          <option value="">All actions</option>
          {activityActions.map((action) => (
            <option key={action} value={action}>
              {ACTION_LABELS[action]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Item type"
          value={draft.entityType}
          onChange={(event) => set("entityType", event.target.value)}
        >
          <option value="">All types</option>
          {activityEntityTypes.map((type) => (
            <option key={type} value={type}>
              {entityTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <div className="col-span-2 lg:col-span-1">
          <TextField
            label="User"
            value={draft.user}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => set("user", e.target.value)}
          />
        </div>
        <TextField label="From" type="date" value={draft.from} onChange={(e) => set("from", e.target.value)} />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          onChange={(e) => set("to", e.target.value)}
          error={rangeBackwards ? "The end date must not be before the start date" : undefined}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={rangeBackwards}>
          Apply filters
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
