import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { TeamMember } from "@shared/schema";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { ImageUpload } from "@/components/ui/image-upload";
import { AltTextFields } from "@/components/admin/alt-text-fields";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { useImageField } from "@/lib/use-image-field";
import { MAX_TEAM_IMAGE_BYTES, teamApi } from "../api/team-api";
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

const FIELDS = ["name", "designation", "description", "imageUrl", "imageAlt", "linkedinUrl"] as const;

function TeamMemberForm({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const create = teamApi.useCreate();
  const update = teamApi.useUpdate();
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
  const pending = create.isPending || update.isPending;

  const image = useImageField(teamApi.useUpload("image"), {
    failure: "Failed to upload image",
    onUploaded: (url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true }),
    maxBytes: MAX_TEAM_IMAGE_BYTES,
    tooLarge: "File size should not exceed 1MB",
  });

  const onSubmit = form.handleSubmit((values) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => applyServerFieldErrors(error, form.setError, FIELDS),
    };
    if (member) update.mutate({ id: member.id, values, updatedAt: member.updatedAt }, options);
    else create.mutate(values, options);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" placeholder="e.g. Jane Doe" error={errors.name?.message} {...form.register("name")} />
        <TextField
          label="Designation"
          placeholder="e.g. Accessibility Lead"
          error={errors.designation?.message}
          {...form.register("designation")}
        />
      </div>
      <TextAreaField
        label="Description"
        placeholder="A short biography"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <input type="hidden" {...form.register("imageUrl")} />
      <ImageUpload
        label="Profile Image"
        hint="JPG, PNG or GIF (max 1MB)"
        previewUrl={imageUrl}
        previewAlt={name || "Team member"}
        round
        {...image}
        error={image.error ?? errors.imageUrl?.message}
      />
      <AltTextFields
        alt={form.register("imageAlt")}
        decorative={form.register("imageDecorative")}
        isDecorative={Boolean(imageDecorative)}
        error={errors.imageAlt?.message}
      />
      <TextField
        label="LinkedIn URL"
        type="url"
        placeholder="https://www.linkedin.com/in/..."
        hint="Enter the LinkedIn profile URL (optional)"
        error={errors.linkedinUrl?.message}
        {...form.register("linkedinUrl")}
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
