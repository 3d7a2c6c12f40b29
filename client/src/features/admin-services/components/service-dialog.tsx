import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { Service } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { paths } from "@shared/paths";
import {
  FEATURES_HINT,
  serviceFormSchema,
  type ServiceFormInput,
  type ServiceFormValues,
} from "../api/service-form-schemas";
import { servicesApi } from "../api/services-api";
import { IconPicker } from "./icon-picker";

interface ServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: Service | null;
  nextSortOrder: number;
}

export function ServiceDialog({ open, onOpenChange, service, nextSortOrder }: ServiceDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={service ? "Edit Service" : "Add New Service"}
      description={
        service
          ? `Change what ${paths.service(service.id)} and the services list show.`
          : "Add a service: it gets its own page and appears in the services list, the footer and the quote form."
      }
      widthClass="max-w-2xl"
    >
      <ServiceForm service={service} nextSortOrder={nextSortOrder} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

// The server's field errors, by the field that shows them (features and keywords are typed in textareas).
const FIELDS = ["id", "title", "description", "icon", "detail"] as const;
const LIST_FIELDS = { features: "featuresText", keywords: "keywordsText" } as const;

function ServiceForm({
  service,
  nextSortOrder,
  onDone,
}: {
  service: Service | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const create = servicesApi.useCreate();
  const update = servicesApi.useUpdate();
  const form = useForm<ServiceFormInput, unknown, ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: {
      id: service?.id ?? "",
      title: service?.title ?? "",
      description: service?.description ?? "",
      keywordsText: service?.keywords.join(", ") ?? "",
      icon: service?.icon ?? "file-text",
      featuresText: service?.features.join("\n") ?? "",
      detail: service?.detail ?? "",
    },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        let shown = applyServerFieldErrors(error, form.setError, FIELDS);
        // A list's error is keyed by the item's position (features.2): all of them are in one textarea.
        const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
        for (const [key, messages] of Object.entries(fieldErrors)) {
          const field = LIST_FIELDS[key.split(".")[0] as keyof typeof LIST_FIELDS];
          if (!field || !messages[0]) continue;
          form.setError(field, { type: "server", message: messages[0] }, { shouldFocus: !shown });
          shown = true;
        }
      },
    };
    if (service) update.mutate({ id: service.id, values, updatedAt: service.updatedAt }, options);
    else create.mutate({ ...values, sortOrder: nextSortOrder }, options);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {service ? (
        <p className="text-sm text-slate-700">
          Address: <span className="font-mono">{paths.service(service.id)}</span> (fixed once the service exists)
        </p>
      ) : (
        <TextField
          label="Address"
          hint="The end of the page's address, /services/…: lowercase letters, digits and hyphens. It cannot be changed later."
          autoComplete="off"
          error={errors.id?.message}
          {...form.register("id")}
        />
      )}
      <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
      <TextAreaField
        label="Description"
        hint="Shown on the services list, at the top of the page and to search engines."
        rows={4}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField
        label="Keywords"
        hint="Separated by commas."
        error={errors.keywordsText?.message}
        {...form.register("keywordsText")}
      />
      <IconPicker register={form.register("icon")} error={errors.icon?.message} />
      <TextAreaField
        label="Features"
        hint={FEATURES_HINT}
        rows={6}
        error={errors.featuresText?.message}
        {...form.register("featuresText")}
      />
      <TextAreaField
        label="Page text"
        hint={'The paragraph under "Why Choose Our … Service" on the service\'s page.'}
        rows={4}
        error={errors.detail?.message}
        {...form.register("detail")}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={service ? "Save Changes" : "Add Service"} />
    </form>
  );
}
