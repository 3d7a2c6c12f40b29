import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { HomeServiceCard, Service } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { homeCardFormSchema, type HomeCardFormInput, type HomeCardFormValues } from "../api/service-form-schemas";
import { homeCardsApi } from "../api/services-api";
import { IconPicker } from "./icon-picker";

interface HomeCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  card: HomeServiceCard | null;
  services: Service[];
  nextSortOrder: number;
}

export function HomeCardDialog({ open, onOpenChange, card, services, nextSortOrder }: HomeCardDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={card ? "Edit Home Page Card" : "Add Home Page Card"}
      description="A card of the home page's services grid, and the service page it leads to."
      widthClass="max-w-2xl"
    >
      <HomeCardForm card={card} services={services} nextSortOrder={nextSortOrder} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

const FIELDS = ["title", "description", "icon", "serviceId"] as const;
const selectClass =
  "block min-h-10 w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700";

function HomeCardForm({
  card,
  services,
  nextSortOrder,
  onDone,
}: Omit<HomeCardDialogProps, "open" | "onOpenChange" | "card"> & { card: HomeServiceCard | null; onDone: () => void }) {
  const create = homeCardsApi.useCreate();
  const update = homeCardsApi.useUpdate();
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
  const pending = create.isPending || update.isPending;
  const serviceError = errors.serviceId?.message;

  const onSubmit = form.handleSubmit((values) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => applyServerFieldErrors(error, form.setError, FIELDS),
    };
    if (card) update.mutate({ id: card.id, values, updatedAt: card.updatedAt }, options);
    else create.mutate({ ...values, sortOrder: nextSortOrder }, options);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
      <TextAreaField label="Text" rows={4} error={errors.description?.message} {...form.register("description")} />
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
