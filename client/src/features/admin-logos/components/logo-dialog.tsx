import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ClientLogo } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { ImageUpload } from "@/components/ui/image-upload";
import { AltTextFields } from "@/components/admin/alt-text-fields";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useImageField } from "@/lib/use-image-field";
import { logoFormSchema, type LogoFormInput, type LogoFormValues } from "../api/logo-form-schema";
import { logosApi } from "../api/logos-api";

interface LogoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  logo: ClientLogo | null;
  /** Where a new logo goes: after the last one. */
  nextSortOrder: number;
}

export function LogoDialog({ open, onOpenChange, logo, nextSortOrder }: LogoDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={logo ? "Edit Client Logo" : "Add New Client Logo"}
      description={logo ? "Change the client's name or logo." : "Add a client logo to the home page carousel."}
      widthClass="max-w-md"
    >
      <LogoForm logo={logo} nextSortOrder={nextSortOrder} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function LogoForm({
  logo,
  nextSortOrder,
  onDone,
}: {
  logo: ClientLogo | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const create = logosApi.useCreate();
  const update = logosApi.useUpdate();
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
  const pending = create.isPending || update.isPending;

  const image = useImageField(logosApi.useUpload("logo"), {
    failure: "Failed to upload logo",
    onUploaded: (url) => form.setValue("logoUrl", url, { shouldDirty: true, shouldValidate: true }),
  });

  // handleSubmit is called inside the event handler, so the React Compiler sees the ref read only on submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) => {
        const options = {
          onSuccess: onDone,
          onError: (error: unknown) =>
            applyServerFieldErrors(error, form.setError, ["clientName", "logoUrl", "logoAlt"] as const),
        };
        if (logo) update.mutate({ id: logo.id, values, updatedAt: logo.updatedAt }, options);
        else create.mutate({ ...values, sortOrder: nextSortOrder }, options);
      },
      // The URL field is hidden, so a missing image sends focus to the file picker.
      (invalid) => {
        if (!invalid.clientName && invalid.logoUrl) fileRef.current?.focus();
      },
    )(event);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Client / Company Name"
        placeholder="Acme Inc."
        error={errors.clientName?.message}
        {...form.register("clientName")}
      />
      <input type="hidden" {...form.register("logoUrl")} />
      <ImageUpload
        ref={fileRef}
        label="Logo Image"
        hint="JPG, PNG, GIF or WebP"
        previewUrl={logoUrl}
        previewAlt={clientName || "Client logo"}
        {...image}
        error={image.error ?? errors.logoUrl?.message}
      />
      <AltTextFields
        alt={form.register("logoAlt")}
        decorative={form.register("logoDecorative")}
        isDecorative={Boolean(logoDecorative)}
        error={errors.logoAlt?.message}
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
