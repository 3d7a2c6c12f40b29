import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { AltTextFields } from "@/components/admin/alt-text-fields";
import { itemDialog } from "@/components/admin/item-dialog";
import { FormDialogFooter } from "@/components/ui/dialog";
import { FormHiddenField, FormTextField } from "@/components/ui/form-text-field";
import { ImageUpload, LOGO_TYPES } from "@/components/ui/image-upload";
import { useImageField } from "@/lib/use-image-field";
import { useItemSave, type ItemFormProps } from "@/lib/use-item-save";
import type { Testimonial } from "@shared/schema";
import {
  testimonialFormSchema,
  type TestimonialFormInput,
  type TestimonialFormValues,
} from "../api/testimonial-form-schema";
import { testimonialsApi } from "../api/testimonials-api";

export const TestimonialDialog = itemDialog(TestimonialForm, {
  add: ["Add New Testimonial", "Add what a client said about your work."],
  edit: ["Edit Testimonial", "Change what this client said."],
  widthClass: "max-w-md",
});

function TestimonialForm({ item: testimonial, nextSortOrder, onDone }: ItemFormProps<Testimonial>) {
  const form = useForm<TestimonialFormInput, unknown, TestimonialFormValues>({
    resolver: zodResolver(testimonialFormSchema),
    defaultValues: {
      clientName: testimonial?.clientName ?? "",
      personName: testimonial?.personName ?? "",
      personTitle: testimonial?.personTitle ?? "",
      content: testimonial?.content ?? "",
      avatarUrl: testimonial?.avatarUrl ?? "",
      avatarAlt: testimonial?.avatarAlt ?? "",
      // The card prints both names beside these images, so a new testimonial starts with them decorative.
      avatarDecorative: testimonial?.avatarDecorative ?? true,
      companyLogoUrl: testimonial?.companyLogoUrl ?? "",
      companyLogoAlt: testimonial?.companyLogoAlt ?? "",
      companyLogoDecorative: testimonial?.companyLogoDecorative ?? true,
    },
  });
  const { errors } = form.formState;
  const [avatarUrl, personName, companyLogoUrl, clientName, avatarDecorative, companyLogoDecorative] = useWatch({
    control: form.control,
    name: ["avatarUrl", "personName", "companyLogoUrl", "clientName", "avatarDecorative", "companyLogoDecorative"],
  });
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

  const { pending, save } = useItemSave(testimonialsApi, { item: testimonial, form, onDone, sortOrder: nextSortOrder });
  const onSubmit = form.handleSubmit(save);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="clientName" label="Client / Company Name" placeholder="e.g. Acme Publishing" />
        <FormTextField form={form} name="personName" label="Person Name" placeholder="e.g. Jane Doe" />
      </div>
      <FormTextField
        form={form}
        name="personTitle"
        label="Title / Position"
        placeholder="e.g. Director of Digital Publishing"
      />
      <FormTextField
        multiline
        form={form}
        name="content"
        label="Testimonial Content"
        rows={5}
        placeholder="What did they say about working with you?"
      />
      <FormHiddenField form={form} name="avatarUrl" />
      <FormHiddenField form={form} name="companyLogoUrl" />
      {/* One picker per row: side by side they would not fit the dialog's medium width. */}
      <div className="grid gap-4">
        <ImageUpload
          label="Person Avatar (Optional)"
          round
          previewUrl={avatarUrl}
          previewAlt={personName || "Person avatar"}
          {...avatar.input}
          error={avatar.error ?? errors.avatarUrl?.message}
          onRemove={() => set("avatarUrl", "")}
        />
        <AltTextFields
          label="Avatar alt text"
          fallback={avatar.altFallback(avatarUrl, "the person's name")}
          form={form}
          alt="avatarAlt"
          decorative="avatarDecorative"
          isDecorative={Boolean(avatarDecorative)}
        />
        <ImageUpload
          label="Company Logo (Optional)"
          accept={LOGO_TYPES}
          previewUrl={companyLogoUrl}
          previewAlt={clientName || "Company logo"}
          {...logo.input}
          error={logo.error ?? errors.companyLogoUrl?.message}
          onRemove={() => set("companyLogoUrl", "")}
        />
        <AltTextFields
          label="Company logo alt text"
          fallback={logo.altFallback(companyLogoUrl, "the company's name")}
          form={form}
          alt="companyLogoAlt"
          decorative="companyLogoDecorative"
          isDecorative={Boolean(companyLogoDecorative)}
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
