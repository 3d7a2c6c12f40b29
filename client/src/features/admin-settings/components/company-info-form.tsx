import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { toast } from "@/components/ui/use-toast";
import { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE, type SiteSettings } from "@/lib/site-settings";
import { useSaveSettings } from "../api/save-settings";
import { companyInfoSchema, type CompanyInfo } from "../api/settings-form-schemas";
import { SettingsCard } from "./settings-card";

export function CompanyInfoForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const form = useForm<CompanyInfo>({
    resolver: zodResolver(companyInfoSchema),
    defaultValues: { companyName: settings.companyName ?? "", companyTagline: settings.companyTagline ?? "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({ title: "Settings saved", description: "Company information has been updated successfully." }),
      onError: () =>
        toast({
          title: "Save failed",
          description: "There was a problem saving the company information.",
          variant: "destructive",
        }),
    }),
  );
  return (
    <SettingsCard title="Company Information" description="Shown in the header and footer of every page.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          label="Company Name"
          placeholder={DEFAULT_COMPANY_NAME}
          hint="Leave blank to use the default name."
          error={errors.companyName?.message}
          {...form.register("companyName")}
        />
        <TextField
          label="Tagline / Subtitle"
          placeholder={DEFAULT_COMPANY_TAGLINE}
          hint="Leave blank to use the default tagline."
          error={errors.companyTagline?.message}
          {...form.register("companyTagline")}
        />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner16 />}
            {save.isPending ? "Saving..." : "Save Company Information"}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
