import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { AltTextFields } from "@/components/admin/alt-text-fields";
import { IconPicker } from "@/components/admin/icon-picker";
import { itemDialog } from "@/components/admin/item-dialog";
import { FormDialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { FormHiddenField, FormTextField } from "@/components/ui/form-text-field";
import { ImageUpload } from "@/components/ui/image-upload";
import { alsoOnChange } from "@/lib/also-on-change";
import { addressSlug } from "@/lib/slugify";
import { useImageField } from "@/lib/use-image-field";
import { useItemSave, type ItemFormProps } from "@/lib/use-item-save";
import { paths } from "@shared/paths";
import { SERVICE_ID_MAX, type Service } from "@shared/schema";
import {
  FEATURES_HINT,
  serviceFormSchema,
  type ServiceFormInput,
  type ServiceFormValues,
} from "../api/service-form-schemas";
import { servicesApi } from "../api/services-api";
import { SERVICE_ICON_OPTIONS } from "./service-icon-options";

export const ServiceDialog = itemDialog(ServiceForm, {
  add: [
    "Add New Service",
    "Add a service: it gets its own page and appears in the services list, the footer and the quote form.",
  ],
  edit: ["Edit Service", (service) => `Change what ${paths.service(service.id)} and the services list show.`],
  widthClass: "max-w-2xl",
});

const ADDRESS_HINT = "The end of the page's address, /services/…: lowercase letters, digits and hyphens.";

/** The address a title suggests for a new service. */
const suggestedAddress = (title: string) => addressSlug(title, SERVICE_ID_MAX);

// Features and keywords are typed in textareas: the server's error on any item (features.2) shows on its textarea.
const LIST_FIELDS = { features: "featuresText", keywords: "keywordsText" };

function ServiceForm({ item: service, nextSortOrder, onDone }: ItemFormProps<Service>) {
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
      imageUrl: service?.imageUrl ?? "",
      imageAlt: service?.imageAlt ?? "",
      imageDecorative: service?.imageDecorative ?? false,
    },
  });
  const { errors } = form.formState;
  const [imageUrl, titleNow, imageDecorative] = useWatch({
    control: form.control,
    name: ["imageUrl", "title", "imageDecorative"],
  });
  const setImage = (url: string) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true });
  const image = useImageField(servicesApi.useUpload("image"), {
    failure: "Failed to upload image",
    onUploaded: setImage,
  });
  const { pending, save } = useItemSave(servicesApi, {
    item: service,
    form,
    onDone,
    sortOrder: nextSortOrder,
    fieldErrors: { lists: LIST_FIELDS },
  });
  const onSubmit = form.handleSubmit(save);
  const title = form.register("title");

  // A new service's address follows its title while it is empty or still the one the title suggested; once the
  // administrator types their own it is left alone. An existing service's address changes only when they edit it.
  const onTitleChange = (next: string) => {
    const current = form.getValues("id");
    const generated = !service && current === suggestedAddress(form.getValues("title"));
    if (current === "" || generated)
      form.setValue("id", suggestedAddress(next), { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="Title" error={errors.title?.message} {...alsoOnChange(title, onTitleChange)} />
      <FormTextField
        form={form}
        name="id"
        label="Address"
        hint={service ? `${ADDRESS_HINT} The old address will redirect to the new one.` : ADDRESS_HINT}
        autoComplete="off"
      />
      <FormTextField
        multiline
        form={form}
        name="description"
        label="Description"
        hint="Shown on the services list, at the top of the page and to search engines."
        rows={4}
      />
      <FormTextField form={form} name="keywordsText" label="Keywords" hint="Separated by commas." />
      <IconPicker options={SERVICE_ICON_OPTIONS} error={errors.icon?.message} {...form.register("icon")} />
      <FormTextField multiline form={form} name="featuresText" label="Features" hint={FEATURES_HINT} rows={6} />
      <FormTextField
        multiline
        form={form}
        name="detail"
        label="Page text"
        hint={'The paragraph under "Why Choose Our … Service" on the service\'s page.'}
        rows={4}
      />
      <FormHiddenField form={form} name="imageUrl" />
      <ImageUpload
        label="Image (Optional)"
        hint="Shown on the service's page, beside its introduction. A landscape picture looks best."
        previewUrl={imageUrl}
        previewAlt={titleNow || "Service image"}
        {...image.input}
        error={image.error ?? errors.imageUrl?.message}
        onRemove={() => setImage("")}
      />
      <AltTextFields
        form={form}
        label="Image alt text"
        alt="imageAlt"
        decorative="imageDecorative"
        isDecorative={Boolean(imageDecorative)}
        fallback={image.altFallback(imageUrl, "the media library's alt text, else the service's title")}
      />
      <FormDialogFooter
        onCancel={onDone}
        pending={pending}
        busy={image.uploading}
        submitLabel={service ? "Save Changes" : "Add Service"}
      />
    </form>
  );
}
