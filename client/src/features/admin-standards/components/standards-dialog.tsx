import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { IconPicker } from "@/components/admin/icon-picker";
import { itemDialog } from "@/components/admin/item-dialog";
import { FormDialogFooter } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { STANDARDS_ICONS } from "@/lib/standards-icons";
import { useItemSave, type ItemFormProps } from "@/lib/use-item-save";
import { insertStandardsRegionSchema, standardsIcons, type StandardsRegion } from "@shared/schema";
import { standardsApi } from "../api/standards-api";
import { DetailsFields } from "./details-fields";

export const StandardsDialog = itemDialog(RegionForm, {
  add: ["Add New Region", "Add a region and its laws and standards."],
  edit: ["Edit Region", "Change this region or its laws and standards."],
  widthClass: "max-w-2xl",
  // Its form edits one region; the dialog is the Standards screen's.
  name: "StandardsDialog",
});

// The dialog checks what the API checks, with the same schema; the server's field errors land on the same fields.
/** The region icons, as the icon picker offers them. */
const ICON_OPTIONS = standardsIcons.map((value) => ({ value, ...STANDARDS_ICONS[value] }));

type FormInput = z.input<typeof insertStandardsRegionSchema>;
type FormValues = z.output<typeof insertStandardsRegionSchema>;

function RegionForm({ item: region, nextSortOrder, onDone }: ItemFormProps<StandardsRegion>) {
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
  // A detail's fields are named by position (details.2.title), as the form names them: the server's errors on
  // them need no mapping.
  const { pending, save } = useItemSave(standardsApi, { item: region, form, onDone, sortOrder: nextSortOrder });
  const onSubmit = form.handleSubmit(save);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField form={form} name="title" label="Region title" />
      <FormTextField form={form} name="subtitle" label="Subtitle" />
      <IconPicker options={ICON_OPTIONS} layout="row" error={errors.icon?.message} {...form.register("icon")} />
      <DetailsFields form={form} />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={region ? "Save Changes" : "Add Region"} />
    </form>
  );
}
