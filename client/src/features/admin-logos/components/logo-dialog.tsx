import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { AltTextFields } from "@/components/admin/alt-text-fields";
import { itemDialog } from "@/components/admin/item-dialog";
import { FormDialogFooter } from "@/components/ui/dialog";
import { FormHiddenField, FormTextField } from "@/components/ui/form-text-field";
import { ImageUpload, LOGO_TYPES } from "@/components/ui/image-upload";
import { useImageField } from "@/lib/use-image-field";
import { useItemSave, type ItemFormProps } from "@/lib/use-item-save";
import type { ClientLogo } from "@shared/schema";
import { logoFormSchema, type LogoFormInput, type LogoFormValues } from "../api/logo-form-schema";
import { logosApi } from "../api/logos-api";

export const LogoDialog = itemDialog(LogoForm, {
  add: ["Add New Client Logo", "Add a client logo to the home page carousel."],
  edit: ["Edit Client Logo", "Change the client's name or logo."],
  widthClass: "max-w-md",
});

function LogoForm({ item: logo, nextSortOrder, onDone }: ItemFormProps<ClientLogo>) {
  const fileRef = useRef<HTMLInputElement>(null);
  const form = useForm<LogoFormInput, unknown, LogoFormValues>({
    resolver: zodResolver(logoFormSchema),
    defaultValues: {
      clientName: logo?.clientName ?? "",
      logoUrl: logo?.logoUrl ?? "",
      logoAlt: logo?.logoAlt ?? "",
      logoDecorative: logo?.logoDecorative ?? false,
    },
  });
  const { errors } = form.formState;
  const [logoUrl, clientName, logoDecorative] = useWatch({
    control: form.control,
    name: ["logoUrl", "clientName", "logoDecorative"],
  });

  const image = useImageField(logosApi.useUpload("logo"), {
    failure: "Failed to upload logo",
    onUploaded: (url) => form.setValue("logoUrl", url, { shouldDirty: true, shouldValidate: true }),
  });

  const { pending, save } = useItemSave(logosApi, { item: logo, form, onDone, sortOrder: nextSortOrder });

  // handleSubmit is called inside the event handler, so the React Compiler sees the ref read only on submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      save,
      // The URL field is hidden, so a missing image sends focus to the file picker.
      (invalid) => {
        if (!invalid.clientName && invalid.logoUrl) fileRef.current?.focus();
      },
    )(event);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField form={form} name="clientName" label="Client / Company Name" placeholder="Acme Inc." />
      <FormHiddenField form={form} name="logoUrl" />
      <ImageUpload
        ref={fileRef}
        label="Logo Image"
        hint="JPG, PNG, GIF, WebP or SVG"
        accept={LOGO_TYPES}
        previewUrl={logoUrl}
        previewAlt={clientName || "Client logo"}
        {...image.input}
        error={image.error ?? errors.logoUrl?.message}
      />
      <AltTextFields
        form={form}
        alt="logoAlt"
        decorative="logoDecorative"
        isDecorative={Boolean(logoDecorative)}
        fallback={image.altFallback(logoUrl, "the name")}
      />
      <FormDialogFooter
        onCancel={onDone}
        pending={pending}
        busy={image.uploading}
        submitLabel={logo ? "Save Changes" : "Add Logo"}
      />
    </form>
  );
}
