import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { Testimonial } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { ImageUpload } from "@/components/ui/image-upload";
import { AltTextFields } from "@/components/admin/alt-text-fields";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useImageField } from "@/lib/use-image-field";
import {
  testimonialFormSchema,
  type TestimonialFormInput,
  type TestimonialFormValues,
} from "../api/testimonial-form-schema";
import { testimonialsApi } from "../api/testimonials-api";

interface TestimonialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testimonial: Testimonial | null;
  nextSortOrder: number;
}

export function TestimonialDialog({ open, onOpenChange, testimonial, nextSortOrder }: TestimonialDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={testimonial ? "Edit Testimonial" : "Add New Testimonial"}
      description={testimonial ? "Change what this client said." : "Add what a client said about your work."}
      widthClass="max-w-md"
    >
      <TestimonialForm testimonial={testimonial} nextSortOrder={nextSortOrder} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

const FIELDS = [
  "clientName",
  "personName",
  "personTitle",
  "content",
  "avatarUrl",
  "avatarAlt",
  "companyLogoUrl",
  "companyLogoAlt",
] as const;

function TestimonialForm({
  testimonial,
  nextSortOrder,
  onDone,
}: {
  testimonial: Testimonial | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const create = testimonialsApi.useCreate();
  const update = testimonialsApi.useUpdate();
  const form = useForm<TestimonialFormInput, unknown, TestimonialFormValues>({
    resolver: zodResolver(testimonialFormSchema),
    defaultValues: {
      clientName: testimonial?.clientName ?? "",
      personName: testimonial?.personName ?? "",
      personTitle: testimonial?.personTitle ?? "",
      content: testimonial?.content ?? "",
      avatarUrl: testimonial?.avatarUrl ?? "",
      companyLogoUrl: testimonial?.companyLogoUrl ?? "",
      avatarAlt: testimonial?.avatarAlt ?? "",
      // The card prints both names beside these images, so a new testimonial starts with them decorative.
      avatarDecorative: testimonial?.avatarDecorative ?? true,
      companyLogoAlt: testimonial?.companyLogoAlt ?? "",
      companyLogoDecorative: testimonial?.companyLogoDecorative ?? true,
    },
  });
  const { errors } = form.formState;
  const [avatarUrl, personName, companyLogoUrl, clientName, avatarDecorative, companyLogoDecorative] = useWatch({
    control: form.control,
    name: ["avatarUrl", "personName", "companyLogoUrl", "clientName", "avatarDecorative", "companyLogoDecorative"],
  });
  const pending = create.isPending || update.isPending;
  const set = (field: "avatarUrl" | "companyLogoUrl", url: string) =>
    form.setValue(field, url, { shouldDirty: true, shouldValidate: true });
  const avatar = useImageField(testimonialsApi.useUpload("avatar"), {
    failure: "Failed to upload avatar",
    onUploaded: (url) => set("avatarUrl", url),
  });
  const logo = useImageField(testimonialsApi.useUpload("companyLogo"), {
    failure: "Failed to upload company logo",
    onUploaded: (url) => set("companyLogoUrl", url),
  });
  const uploading = avatar.uploading || logo.uploading;

  const onSubmit = form.handleSubmit((values) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => applyServerFieldErrors(error, form.setError, FIELDS),
    };
    if (testimonial) update.mutate({ id: testimonial.id, values, updatedAt: testimonial.updatedAt }, options);
    else create.mutate({ ...values, sortOrder: nextSortOrder }, options);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Client / Company Name"
          placeholder="e.g. Acme Publishing"
          error={errors.clientName?.message}
          {...form.register("clientName")}
        />
        <TextField
          label="Person Name"
          placeholder="e.g. Jane Doe"
          error={errors.personName?.message}
          {...form.register("personName")}
        />
      </div>
      <TextField
        label="Title / Position"
        placeholder="e.g. Director of Digital Publishing"
        error={errors.personTitle?.message}
        {...form.register("personTitle")}
      />
      <TextAreaField
        label="Testimonial Content"
        rows={5}
        placeholder="What did they say about working with you?"
        error={errors.content?.message}
        {...form.register("content")}
      />
      <input type="hidden" {...form.register("avatarUrl")} />
      <input type="hidden" {...form.register("companyLogoUrl")} />
      {/* One picker per row: side by side they would not fit the dialog's medium width. */}
      <div className="grid gap-4">
        <ImageUpload
          label="Person Avatar (Optional)"
          round
          previewUrl={avatarUrl}
          previewAlt={personName || "Person avatar"}
          {...avatar}
          error={avatar.error ?? errors.avatarUrl?.message}
          onRemove={() => set("avatarUrl", "")}
        />
        <AltTextFields
          label="Avatar alt text"
          fallback="the person's name"
          alt={form.register("avatarAlt")}
          decorative={form.register("avatarDecorative")}
          isDecorative={Boolean(avatarDecorative)}
          error={errors.avatarAlt?.message}
        />
        <ImageUpload
          label="Company Logo (Optional)"
          previewUrl={companyLogoUrl}
          previewAlt={clientName || "Company logo"}
          {...logo}
          error={logo.error ?? errors.companyLogoUrl?.message}
          onRemove={() => set("companyLogoUrl", "")}
        />
        <AltTextFields
          label="Company logo alt text"
          fallback="the company's name"
          alt={form.register("companyLogoAlt")}
          decorative={form.register("companyLogoDecorative")}
          isDecorative={Boolean(companyLogoDecorative)}
          error={errors.companyLogoAlt?.message}
        />
      </div>
      <FormDialogFooter
        onCancel={onDone}
        pending={pending}
        busy={uploading}
        submitLabel={testimonial ? "Save Changes" : "Add Testimonial"}
      />
    </form>
  );
}
