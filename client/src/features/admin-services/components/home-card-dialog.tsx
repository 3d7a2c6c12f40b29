import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { IconPicker } from "@/components/admin/icon-picker";
import { itemDialog } from "@/components/admin/item-dialog";
import { FormDialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/form-field";
import { FormTextField } from "@/components/ui/form-text-field";
import { useItemSave, type ItemFormProps } from "@/lib/use-item-save";
import type { HomeServiceCard, Service } from "@shared/schema";
import { homeCardFormSchema, type HomeCardFormInput, type HomeCardFormValues } from "../api/service-form-schemas";
import { homeCardsApi } from "../api/services-api";
import { SERVICE_ICON_OPTIONS } from "./service-icon-options";

const HOME_CARD_PURPOSE = "A card of the home page's services grid, and the service page it leads to.";

export const HomeCardDialog = itemDialog<HomeServiceCard, { services: Service[] }>(HomeCardForm, {
  add: ["Add Home Page Card", HOME_CARD_PURPOSE],
  edit: ["Edit Home Page Card", HOME_CARD_PURPOSE],
  widthClass: "max-w-2xl",
});

function HomeCardForm({
  item: card,
  services,
  nextSortOrder,
  onDone,
}: ItemFormProps<HomeServiceCard> & { services: Service[] }) {
  const form = useForm<HomeCardFormInput, unknown, HomeCardFormValues>({
    resolver: zodResolver(homeCardFormSchema),
    defaultValues: {
      title: card?.title ?? "",
      description: card?.description ?? "",
      icon: card?.icon ?? "file-text",
      serviceId: card?.serviceId ?? services[0]?.id ?? "",
    },
  });
  const { errors } = form.formState;

  const { pending, save } = useItemSave(homeCardsApi, { item: card, form, onDone, sortOrder: nextSortOrder });
  const onSubmit = form.handleSubmit(save);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField form={form} name="title" label="Title" />
      <FormTextField multiline form={form} name="description" label="Text" rows={4} />
      <IconPicker options={SERVICE_ICON_OPTIONS} error={errors.icon?.message} {...form.register("icon")} />
      <SelectField label="Leads to" error={errors.serviceId?.message} {...form.register("serviceId")}>
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.title}
          </option>
        ))}
      </SelectField>
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={card ? "Save Changes" : "Add Card"} />
    </form>
  );
}
