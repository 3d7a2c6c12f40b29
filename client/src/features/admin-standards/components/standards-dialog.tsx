import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { insertStandardsRegionSchema, type StandardsRegion } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { standardsApi } from "../api/standards-api";
import { DetailsFields } from "./details-fields";
import { IconPicker } from "./icon-picker";

interface StandardsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  region: StandardsRegion | null;
  nextSortOrder: number;
}

export function StandardsDialog({ open, onOpenChange, region, nextSortOrder }: StandardsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={region ? "Edit Region" : "Add New Region"}
      description={
        region ? "Change this region or its laws and standards." : "Add a region and its laws and standards."
      }
      widthClass="max-w-2xl"
    >
      <RegionForm region={region} nextSortOrder={nextSortOrder} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

// The dialog checks what the API checks, with the same schema; the server's field errors land on the same fields.
type FormInput = z.input<typeof insertStandardsRegionSchema>;
type FormValues = z.output<typeof insertStandardsRegionSchema>;

/** Every field the server may name, a detail's fields by position (details.2.title). */
const serverFields = (detailCount: number) =>
  [
    "title",
    "subtitle",
    "icon",
    "details",
    ...Array.from(
      { length: detailCount },
      (_, i) => [`details.${i}.title`, `details.${i}.description`] as const,
    ).flat(),
  ] as const;

function RegionForm({
  region,
  nextSortOrder,
  onDone,
}: {
  region: StandardsRegion | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const create = standardsApi.useCreate();
  const update = standardsApi.useUpdate();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(insertStandardsRegionSchema),
    defaultValues: {
      title: region?.title ?? "",
      subtitle: region?.subtitle ?? "",
      icon: region?.icon ?? "government",
      details: region?.details.map((detail) => ({ ...detail })) ?? [{ title: "", description: "" }],
    },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) =>
        applyServerFieldErrors(error, form.setError, serverFields(values.details.length) as never),
    };
    if (region) update.mutate({ id: region.id, values, updatedAt: region.updatedAt }, options);
    else create.mutate({ ...values, sortOrder: nextSortOrder }, options);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="Region title" error={errors.title?.message} {...form.register("title")} />
      <TextField label="Subtitle" error={errors.subtitle?.message} {...form.register("subtitle")} />
      <IconPicker error={errors.icon?.message} {...form.register("icon")} />
      <DetailsFields form={form} />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={region ? "Save Changes" : "Add Region"} />
    </form>
  );
}
