import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { ClientLogo } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { ImageUpload } from "@/components/ui/image-upload";
import { errorMessage } from "@/lib/api";
import { applyServerFieldErrors } from "@/features/admin-shared/field-errors";
import { useCreateLogo } from "../api/create-logo";
import { logoFormSchema, type LogoFormInput, type LogoFormValues } from "../api/logo-form-schema";
import { useUpdateLogo } from "../api/update-logo";
import { useUploadLogo } from "../api/upload-logo";

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

function LogoForm({ logo, nextSortOrder, onDone }: { logo: ClientLogo | null; nextSortOrder: number; onDone: () => void }) {
  const create = useCreateLogo();
  const update = useUpdateLogo();
  const upload = useUploadLogo();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string>();
  const form = useForm<LogoFormInput, unknown, LogoFormValues>({
    resolver: zodResolver(logoFormSchema),
    defaultValues: { clientName: logo?.clientName ?? "", logoUrl: logo?.logoUrl ?? "" },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const onFile = (file: File) => {
    setUploadError(undefined);
    upload.mutate(file, {
      onSuccess: ({ logoUrl }) => form.setValue("logoUrl", logoUrl, { shouldDirty: true, shouldValidate: true }),
      onError: (error) => setUploadError(`Failed to upload logo: ${errorMessage(error)}`),
    });
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      const options = {
        onSuccess: onDone,
        onError: (error: unknown) => applyServerFieldErrors(error, form.setError, ["clientName", "logoUrl"] as const),
      };
      if (logo) update.mutate({ id: logo.id, values, updatedAt: logo.updatedAt }, options);
      else create.mutate({ ...values, sortOrder: nextSortOrder }, options);
    },
    // The URL field is hidden, so a missing image sends focus to the file picker.
    (invalid) => {
      if (!invalid.clientName && invalid.logoUrl) fileRef.current?.focus();
    },
  );

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
        previewUrl={form.watch("logoUrl")}
        previewAlt={form.watch("clientName") || "Client logo"}
        uploading={upload.isPending}
        error={uploadError ?? errors.logoUrl?.message}
        onSelect={onFile}
      />
      <FormDialogFooter
        onCancel={onDone}
        pending={pending}
        busy={upload.isPending}
        submitLabel={logo ? "Save Changes" : "Add Logo"}
      />
    </form>
  );
}
