import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { AltTextFields } from "@/components/admin/alt-text-fields";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { FormHiddenField, FormTextField } from "@/components/ui/form-text-field";
import { ImageUpload } from "@/components/ui/image-upload";
import { useImageField } from "@/lib/use-image-field";
import { useItemSave } from "@/lib/use-item-save";
import type { TeamMember } from "@shared/schema";
import { TEAM_IMAGE_MAX_BYTES } from "@shared/upload-limits";
import { teamApi } from "../api/team-api";
import { teamMemberFormSchema, type TeamMemberFormInput, type TeamMemberFormValues } from "../api/team-form-schema";

interface TeamMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being edited; none means add mode. */
  member: TeamMember | null;
}

export function TeamMemberDialog({ open, onOpenChange, member }: TeamMemberDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={member ? "Edit Team Member" : "Add Team Member"}
      description={member ? "Update this person's details." : "Add a person to the team on the About page."}
      widthClass="max-w-[625px]"
    >
      <TeamMemberForm member={member} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function TeamMemberForm({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const form = useForm<TeamMemberFormInput, unknown, TeamMemberFormValues>({
    resolver: zodResolver(teamMemberFormSchema),
    defaultValues: {
      name: member?.name ?? "",
      designation: member?.designation ?? "",
      description: member?.description ?? "",
      imageUrl: member?.imageUrl ?? "",
      imageAlt: member?.imageAlt ?? "",
      imageDecorative: member?.imageDecorative ?? false,
      linkedinUrl: member?.linkedinUrl ?? "",
    },
  });
  const { errors } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const name = useWatch({ control: form.control, name: "name" });
  const imageDecorative = useWatch({ control: form.control, name: "imageDecorative" });

  const image = useImageField(teamApi.useUpload("image"), {
    failure: "Failed to upload image",
    onUploaded: (url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true }),
    maxBytes: TEAM_IMAGE_MAX_BYTES,
    tooLarge: "File size should not exceed 1MB",
  });

  // The team's create request carries the form's values only, no place in the list.
  const { pending, save } = useItemSave(teamApi, { item: member, form, onDone });
  const onSubmit = form.handleSubmit(save);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="name" label="Name" placeholder="e.g. Jane Doe" />
        <FormTextField form={form} name="designation" label="Designation" placeholder="e.g. Accessibility Lead" />
      </div>
      <FormTextField multiline form={form} name="description" label="Description" placeholder="A short biography" />
      <FormHiddenField form={form} name="imageUrl" />
      <ImageUpload
        label="Profile Image"
        hint="JPG, PNG or GIF (max 1MB)"
        previewUrl={imageUrl}
        previewAlt={name || "Team member"}
        round
        {...image.input}
        error={image.error ?? errors.imageUrl?.message}
      />
      <AltTextFields
        form={form}
        alt="imageAlt"
        decorative="imageDecorative"
        isDecorative={Boolean(imageDecorative)}
        fallback={image.altFallback(imageUrl, "the name")}
      />
      <FormTextField
        form={form}
        name="linkedinUrl"
        label="LinkedIn URL"
        type="url"
        placeholder="https://www.linkedin.com/in/..."
        hint="Enter the LinkedIn profile URL (optional)"
      />
      <FormDialogFooter
        onCancel={onDone}
        pending={pending}
        busy={image.uploading}
        submitLabel={member ? "Update Team Member" : "Add Team Member"}
      />
    </form>
  );
}
