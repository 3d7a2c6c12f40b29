import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { itemDialog } from "@/components/admin/item-dialog";
import { FormDialogFooter } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { useItemSave, type ItemFormProps } from "@/lib/use-item-save";
import type { HomeServiceCard, Service } from "@shared/schema";
import { homeCardFormSchema, type HomeCardFormInput, type HomeCardFormValues } from "../api/service-form-schemas";
import { homeCardsApi } from "../api/services-api";
import { IconPicker } from "./icon-picker";

const HOME_CARD_PURPOSE = "A card of the home page's services grid, and the service page it leads to.";

export const HomeCardDialog = itemDialog<HomeServiceCard, { services: Service[] }>(HomeCardForm, {
  add: ["Add Home Page Card", HOME_CARD_PURPOSE],
  edit: ["Edit Home Page Card", HOME_CARD_PURPOSE],
  widthClass: "max-w-2xl",
});

const selectClass =
  "block min-h-10 w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700";

function HomeCardForm({
  item: card,
  services,
  nextSortOrder,
  onDone,
}: ItemFormProps<HomeServiceCard> & { services: Service[] }) {
  const selectId = useId();
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
  const serviceError = errors.serviceId?.message;

  const { pending, save } = useItemSave(homeCardsApi, { item: card, form, onDone, sortOrder: nextSortOrder });
  const onSubmit = form.handleSubmit(save);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField form={form} name="title" label="Title" />
      <FormTextField multiline form={form} name="description" label="Text" rows={4} />
      <IconPicker register={form.register("icon")} error={errors.icon?.message} />
      <div className="grid gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
          Leads to
        </label>
        <select
          id={selectId}
          aria-invalid={serviceError ? true : undefined}
          aria-describedby={serviceError ? `${selectId}-error` : undefined}
          className={`${selectClass} ${serviceError ? "border-red-700" : "border-slate-400"}`}
          {...form.register("serviceId")}
        >
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.title}
            </option>
          ))}
        </select>
        {serviceError && (
          <p id={`${selectId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {serviceError}
          </p>
        )}
      </div>
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={card ? "Save Changes" : "Add Card"} />
    </form>
  );
}
