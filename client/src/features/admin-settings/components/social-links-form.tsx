import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { toast } from "@/components/ui/use-toast";
import type { SiteSettings } from "@/lib/site-settings";
import { useSaveSettings } from "../api/save-settings";
import { socialLinksSchema, type SocialLinks } from "../api/settings-form-schemas";
import { SettingsCard } from "./settings-card";

const NETWORKS: { key: keyof SocialLinks; label: string; placeholder: string }[] = [
  { key: "twitterUrl", label: "Twitter", placeholder: "https://twitter.com/yourcompany" },
  { key: "linkedinUrl", label: "LinkedIn", placeholder: "https://www.linkedin.com/company/yourcompany" },
  { key: "facebookUrl", label: "Facebook", placeholder: "https://www.facebook.com/yourcompany" },
  { key: "instagramUrl", label: "Instagram", placeholder: "https://www.instagram.com/yourcompany" },
  { key: "youtubeUrl", label: "YouTube", placeholder: "https://www.youtube.com/@yourcompany" },
];

export function SocialLinksForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const form = useForm<SocialLinks>({
    resolver: zodResolver(socialLinksSchema),
    defaultValues: Object.fromEntries(NETWORKS.map(({ key }) => [key, settings[key] ?? ""])) as SocialLinks,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({ title: "Social media links saved", description: "Social media links have been updated successfully." }),
      onError: () =>
        toast({
          title: "Save failed",
          description: "There was a problem saving the social media links.",
          variant: "destructive",
        }),
    }),
  );
  return (
    <SettingsCard title="Social Media" description="An empty field hides that icon in the footer.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {NETWORKS.map(({ key, label, placeholder }) => (
          <TextField
            key={key}
            label={`${label} URL`}
            type="url"
            placeholder={placeholder}
            error={errors[key]?.message}
            {...form.register(key)}
          />
        ))}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner16 />}
            {save.isPending ? "Saving..." : "Save Social Media Links"}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
